/**
 * The headers every answer carries, pages, files and API alike. They are fixed for the life of
 * the process, so they are worked out once rather than by a middleware per request. (These are
 * the protections helmet sets by default, with its CSP left out: each answer sets its own.)
 */
export function securityHeaders({ hsts }: { hsts: boolean }): Readonly<Record<string, string>> {
  return {
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(hsts ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    // The old XSS auditor did more harm than good; 0 switches it off where it still exists.
    'x-xss-protection': '0',
  };
}
