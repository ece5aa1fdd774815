// Injectable time source so tests can move past OTP expiry and cooldowns without waiting.
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
