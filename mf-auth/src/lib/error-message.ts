// How a failed auth call becomes the text the visitor reads (spec §8): the thrown message when
// there is one, else the fallback of the action that failed. The api/ modules throw the server's
// message (serverMessageOf from @carmarket/shared) or '' for the fallback.

export function messageOrFallback(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() ? error.message : fallback;
}
