/**
 * The colours a demo product comes in, as paint for its picture: a variant whose colour
 * option names one of these gets a picture of the product in that colour. Names are the
 * ones shops use for glazes, enamels and linens; unknown names keep the product's own look.
 */
const NAMED_COLOURS: Readonly<Record<string, string>> = {
  black: '#2b2b2b',
  charcoal: '#3f4448',
  cream: '#efe4c8',
  flame: '#e0662f',
  forest: '#2f5d3a',
  ink: '#24304a',
  natural: '#d8c7a6',
  navy: '#1f3a5f',
  oat: '#d9c9a3',
  red: '#b8322c',
  rust: '#a4502a',
  sage: '#9bad8a',
  slate: '#5f6b75',
  stone: '#b8b0a2',
  teal: '#2a7c7a',
  terracotta: '#c46a45',
  white: '#f4f2ec',
};

/** An option whose values are colours: "Color", "Colour", "Glaze colour"… */
export const isColourOption = (displayName: string) => /colou?r/i.test(displayName);

/** The paint for a colour's name, or undefined when it is not one the pictures know. */
export const colourHex = (name: string): string | undefined =>
  NAMED_COLOURS[name.trim().toLowerCase()];
