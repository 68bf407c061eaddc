import { type Motif } from './motifs';

/**
 * Which pictogram fits a product: the first keyword found in its name, else in its
 * category names, else a parcel. Order matters: "Latte Bowl Mug" is a mug, "Candle Holder"
 * a candle, "Jute Garden Twine" twine.
 */
const KEYWORDS: ReadonlyArray<readonly [RegExp, Motif]> = [
  [/\bmug/i, 'mug'],
  [/\btumbler|\bwine glass|\bglasses\b/i, 'glass'],
  [/\bcup|\btea bowl|\bdripper|\bespresso/i, 'cup'],
  [/\bskillet|\bwok|\bpan\b|\bsaucepan|\bwarmer/i, 'pan'],
  [/\bdutch oven|\bcasserole|\bbaking dish|\bpot\b|\bstockpot/i, 'pot'],
  [/\bknife|\bknives/i, 'knife'],
  [/\bboard|\bsheet pan|\btray/i, 'board'],
  [/\butensil|\bspoon|\bspatula|\bladle/i, 'utensils'],
  [/\bjar|\bcellar|\bcanister|\bstorage/i, 'jar'],
  [/\bvase/i, 'vase'],
  [/\bcandle/i, 'candle'],
  [/\blamp|\blight\b/i, 'lamp'],
  [/\bmirror/i, 'mirror'],
  [/\bbasket/i, 'basket'],
  [/\bthrow|\bblanket/i, 'throw'],
  [/\bcushion|\bpillow|\bkneeler/i, 'pillow'],
  [/\btowel|\bapron|\brunner|\bplacemat|\bnapkin|\blinen|\btextile/i, 'towels'],
  [/\bwatering/i, 'watering-can'],
  [/\bseed/i, 'seeds'],
  [/\bshears|\bpruner|\bsecateurs/i, 'shears'],
  [/\blantern/i, 'lantern'],
  [/\btwine|\bstring\b|\byarn/i, 'twine'],
  [/\bplanter|\bplant\b|\bgarden|\bbed\b/i, 'planter'],
  [/\bguide|\bbook|\be-book/i, 'book'],
  [/\bcookware/i, 'pot'],
  [/\bkitchen/i, 'utensils'],
  [/\bdecor/i, 'vase'],
];

export function chooseMotif(productName: string, categoryNames: readonly string[] = []): Motif {
  for (const text of [productName, ...categoryNames]) {
    for (const [pattern, motif] of KEYWORDS) if (pattern.test(text)) return motif;
  }
  return 'parcel';
}
