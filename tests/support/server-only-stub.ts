/**
 * Stands in for the `server-only` package under vitest. That package throws unless it is
 * resolved under React's "react-server" condition, which Next.js's server bundles use and
 * vitest does not; the modules it marks are server code, which is what these tests run.
 * (tests/unit/module-boundaries.test.ts checks what it cannot: that no client component
 * reaches them.)
 */
export {};
