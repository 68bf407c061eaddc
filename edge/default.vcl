vcl 4.1;
# The edge in front of the shop: Debian's Varnish with xkey (package varnish-modules).
# `npm start -- --edge` runs it with this file; a deployment can run it as it is, with an
# origin.vcl of its own beside it (see README, Deploy). What it does:
# - keeps what the origin marks public (the catalog pages, their RSC variants, the build's
#   static files), keyed by URL and the origin's Vary, and never a response that sets a
#   cookie or is private or no-store;
# - ignores cookies on catalog pages (the same for everyone), except a currency choice that
#   the address does not carry yet (the origin then sends that shopper to their address),
#   and passes every other request to the origin: actions, /api, cart, account, checkout;
# - is purged by the keys each page names in its xkey header, by PURGE requests from the
#   addresses origin.vcl allows (the webhook receiver's purger, lib/edge/);
# - serves its stale copy for the grace period while the origin is down or answers 5xx;
# - compresses what it keeps, once per object.

import std;
import xkey;
import cookie;
import directors;

# The backends, the `origin` director, the `purgers` ACL and `sub edge_grace`.
include "origin.vcl";

sub vcl_recv {
    set req.backend_hint = origin.backend();
    unset req.http.x-edge-stale-ok;
    if (req.restarts > 0 && req.http.x-edge-retry-stale) {
        set req.http.x-edge-stale-ok = "1";
    }
    unset req.http.x-edge-retry-stale;

    # Methods the Fetch API cannot represent: the origin cannot refuse them itself. Next.js
    # 16.4 builds a Request for the proxy and the route handlers, which undici refuses for
    # these (TypeError), so it answers 500 before any code of the shop runs (upstream).
    if (req.method ~ "(?i)^(TRACE|TRACK|CONNECT)$") {
        return (synth(405, "This method is not allowed here."));
    }
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Purging is not allowed from this address."));
        }
        if (req.http.xkey-purge) {
            set req.http.x-edge-gone = xkey.purge(req.http.xkey-purge);
        } elsif (req.http.xkey-softpurge) {
            set req.http.x-edge-gone = xkey.softpurge(req.http.xkey-softpurge);
        } else {
            return (synth(400, "Send the keys to purge in an xkey-purge or xkey-softpurge header."));
        }
        return (synth(200, "Purged " + req.http.x-edge-gone + " objects."));
    }

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # A server action's request (Next-Action), whatever its method.
    if (req.http.next-action) {
        return (pass);
    }
    if (req.url ~ "^/_next/static/") {
        unset req.http.cookie;
        return (hash);
    }
    # The catalog: home, listings, search, products, content pages and the sitemaps, in
    # the default language (no prefix) or another (/fr, /fr/products/..., the prefixes of
    # lib/shared/edge-routes.mjs). Anything else is one shopper's (or an API) and goes to
    # the origin with its cookies.
    if (req.url !~ "^(/[a-z]{2}(-[A-Za-z]{2})?)?(/?(\?.*)?$|/(~/|help([/?]|$)|search([/?]|$)|products/|categories/|brands/|pages/|sitemap(\.xml|/)))") {
        return (pass);
    }
    # A shopper who chose a currency asks for a page whose address does not carry it: the
    # origin answers that one shopper with a private redirect to the address that does.
    cookie.parse(req.http.cookie);
    set req.http.x-edge-currency = cookie.get("storefront_currency");
    if (req.http.x-edge-currency ~ "^[A-Z]{3}$") {
        set req.http.x-edge-address-currency = regsub(req.url, "^[^?]*/~/(?:[^?]*/)?currency=([A-Z]{3})(?:[/?].*)?$", "\1");
        if (req.http.x-edge-address-currency != req.http.x-edge-currency) {
            unset req.http.x-edge-currency;
            unset req.http.x-edge-address-currency;
            return (pass);
        }
    }
    unset req.http.x-edge-currency;
    unset req.http.x-edge-address-currency;
    # The home page's first-visit language (lib/shared/first-visit-language.ts): the origin
    # sends a shopper who has not chosen a language to the home page in the browser's first
    # language, privately, and answers everyone else with the same public page. One copy of
    # `/` per answer the rule can give: keyed by what it reads, the choice's cookie (which
    # goes on to the origin), crawler or not, and the browser's first language's primary tag
    # (the same patterns as the rule's; tests/unit/first-visit-language.test.ts).
    unset req.http.x-edge-home;
    unset req.http.x-edge-language;
    if (req.url ~ "^/(\?.*)?$") {
        set req.http.x-edge-language = cookie.get("storefront_language");
        if (req.http.x-edge-language !~ "^[a-z]{2}(-[A-Za-z]{2})?$") {
            unset req.http.x-edge-language;
        }
        set req.http.x-edge-home = "chosen=" + req.http.x-edge-language;
        if (req.http.user-agent ~ "(?i)bot|crawl|spider|slurp|facebookexternalhit|embedly|preview") {
            set req.http.x-edge-home = req.http.x-edge-home + ";crawler";
        } elsif (req.http.accept-language ~ "^\s*([a-zA-Z]{2})(?![a-zA-Z])") {
            set req.http.x-edge-home = req.http.x-edge-home + ";first=" +
                std.tolower(regsub(req.http.accept-language, "^\s*([a-zA-Z]{2})(?![a-zA-Z]).*$", "\1"));
        }
    }
    unset req.http.cookie;
    if (req.http.x-edge-language) {
        set req.http.cookie = "storefront_language=" + req.http.x-edge-language;
    }
    # While the origin answers, a purged or expired page is fetched again before it is
    # shown (the first answer after a purge is fresh); its stale copy is for when it does not.
    if (!req.http.x-edge-stale-ok && std.healthy(req.backend_hint)) {
        set req.grace = 0s;
    } else {
        # (A restart keeps req.grace: the object's own grace decides again.)
        set req.grace = 3650d;
    }
    return (hash);
}

sub vcl_hash {
    if (req.http.x-edge-home) {
        hash_data(req.http.x-edge-home);
    }
    # (Varnish's own vcl_hash follows: the URL and the host.)
}

sub vcl_backend_response {
    # The origin failed: keep the stale copy (vcl_synth asks again with grace) rather than
    # this answer; on that second try, the origin's own error page goes to the shopper.
    if (beresp.status >= 500 && !bereq.http.x-edge-stale-ok) {
        return (abandon);
    }
    if (beresp.http.set-cookie ||
        beresp.http.cache-control ~ "(?i)(private|no-store|no-cache)" ||
        beresp.http.cache-control !~ "(?i)(public|immutable)") {
        # Not for sharing: remembered as such for a while, so that requests for it do not
        # wait on one another.
        set beresp.uncacheable = true;
        set beresp.ttl = 60s;
        return (deliver);
    }
    call edge_grace;
    if (beresp.http.content-type ~ "(?i)^(text/|application/(javascript|json|xml)|image/svg)" ||
        beresp.http.content-type ~ "(?i)x-component") {
        set beresp.do_gzip = true;
    }
    return (deliver);
}

sub vcl_backend_error {
    # The origin did not answer at all: as for a 5xx, the stale copy if there is one.
    if (!bereq.http.x-edge-stale-ok) {
        return (abandon);
    }
}

sub vcl_synth {
    # A fetch abandoned above: ask once more, allowing the stale copy.
    if (resp.status == 503 && req.restarts == 0 && req.method ~ "^(GET|HEAD)$") {
        set req.http.x-edge-retry-stale = "1";
        return (restart);
    }
    if (resp.status == 405) {
        set resp.http.allow = "GET, HEAD, POST";
    }
    # Its own answers (a purge's count, a refusal) are one line of text.
    set resp.http.content-type = "text/plain; charset=utf-8";
    set resp.body = resp.reason;
    return (deliver);
}

sub vcl_deliver {
    if (obj.hits > 0) {
        set resp.http.x-edge = "hit";
    } else {
        set resp.http.x-edge = "miss";
    }
    # The keys are the edge's business; an allowed address may look at them (tests, ops).
    if (!(req.http.x-edge-debug && client.ip ~ purgers)) {
        unset resp.http.xkey;
        unset resp.http.surrogate-key;
        unset resp.http.cache-tag;
    }
}
