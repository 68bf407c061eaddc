import {
  type Site,
  createSite,
  listSitesOfChannel,
  updateSiteUrl,
} from '../../lib/store/management/sites';
import { type StepContext } from './step-context';

export interface SiteResult {
  /** Null in a dry run that would create the channel or the site. */
  site: Site | null;
  /** The site's URL before this run changed it: hooks that pointed there move along. */
  previousUrl?: string;
}

/** Trailing slashes aside, two site URLs name the same storefront. */
const sameUrl = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/** Finds the channel's site and makes its URL the public URL, or creates it. */
export async function ensureSite(
  ctx: StepContext,
  channelId: number | null,
  publicUrl: string,
): Promise<SiteResult> {
  const existing =
    channelId === null ? undefined : (await listSitesOfChannel(ctx.client, channelId))[0];

  if (!existing) {
    if (ctx.dryRun || channelId === null) {
      ctx.report.item('created', `site ${publicUrl}`);
      return { site: null };
    }
    const site = await createSite(ctx.client, { url: publicUrl, channel_id: channelId });
    ctx.report.item('created', `site ${site.url} (id ${site.id})`);
    return { site };
  }

  if (sameUrl(existing.url, publicUrl)) {
    ctx.report.item('unchanged', `site ${existing.url} (id ${existing.id})`);
    return { site: existing };
  }
  const detail = `url ${existing.url} → ${publicUrl}`;
  if (ctx.dryRun) {
    ctx.report.item('updated', `site (id ${existing.id})`, detail);
    return { site: existing, previousUrl: existing.url };
  }
  const site = await updateSiteUrl(ctx.client, existing.id, publicUrl);
  ctx.report.item('updated', `site (id ${site.id})`, detail);
  return { site, previousUrl: existing.url };
}
