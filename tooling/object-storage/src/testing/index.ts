export { startS3Server, type StartS3ServerOptions, type TestS3Server } from './s3-server';
