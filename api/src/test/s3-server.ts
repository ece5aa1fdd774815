// The test S3 server (s3rver with S3's conditional writes), shared with the release store's tests and
// the multi-instance suite: `const s3 = await startS3Server()` gives s3.config (for buildApp's `s3`),
// s3.env (S3_* for a child process) and s3.stop().
export { startS3Server, type StartS3ServerOptions, type TestS3Server } from '@carmarket/object-storage/testing';
