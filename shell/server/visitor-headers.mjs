// Who the visitor of a document is, for the API calls the shell's server makes on their behalf
// (ADR 0009, "The visitor on the API's calls"; docs/security.md, "Trusting X-Forwarded-For").
// The API counts a car's view once per visitor per day (an anonymous visitor is an address and a
// user agent) and rate-limits by address; it reads the address from X-Forwarded-For only when
// the connection comes from an address in its TRUST_PROXY, which must name the shell servers.
//
// The shell server acts as every proxy does (nginx's $proxy_add_x_forwarded_for): it passes on
// the X-Forwarded-For it received and appends the address its socket sees. It trusts nothing
// itself: the API walks the list from the right, skipping the addresses it trusts (the shell
// servers, and the balancer in front of them if it names that too), and takes the first one it
// does not. A browser that sends its own X-Forwarded-For to the shell only adds entries to the
// left of the address the shell saw, and a browser calling the API directly is not a trusted proxy.

/**
 * The headers that name this request's visitor to the API: `X-Forwarded-For` (the incoming list,
 * if any, plus the socket's address) and the visitor's `User-Agent`.
 * @param {import('node:http').IncomingMessage} req
 * @returns {Record<string, string>}
 */
export function visitorHeaders(req) {
  const headers = {};
  const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
    .map((value) => (value ?? '').trim())
    .filter(Boolean)
    .join(', ');
  if (forwarded) headers['X-Forwarded-For'] = forwarded;
  const userAgent = req.headers['user-agent'];
  if (userAgent) headers['User-Agent'] = userAgent;
  return headers;
}
