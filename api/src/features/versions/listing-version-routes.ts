// GET /api/v1/listing-version: the version of what the public pages show (lib/listing-version.ts,
// migration 0007), for the shell's servers, which keep a cached page only while the version it was
// rendered under is current (ADR 0013). Read through the instance's shared reader (one one-row
// read per VERSION_CHECK_MS however many shell servers ask), never cached by anyone else, and not
// rate limited: each shell server asks a few times a second from one address.
import { getListingVersionEndpoint } from '@carmarket/shared/api-contracts';
import type { AppContext } from '../../context';
import { contractSchema, type ContractApp } from '../../lib/zod-contracts';

export function registerListingVersionRoutes(app: ContractApp, ctx: AppContext): void {
  app.get(
    getListingVersionEndpoint.path,
    { schema: contractSchema(getListingVersionEndpoint), config: { rateLimit: false } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { version: await ctx.listingVersion.current() };
    },
  );
}
