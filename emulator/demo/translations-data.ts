/**
 * The demo shop in French and German, written for it (not machine output): every
 * product, category and brand of `catalog-data.ts`, by its English name. Measures are
 * given as a shop in France or Germany would give them (centilitres, centimetres).
 * A product's description is built from `blurb` and `details` as the English one is.
 */

export type DemoLanguage = 'fr' | 'de';

export interface DemoProductText {
  name: string;
  blurb: string;
  details: string[];
  /** Only where the English product has a custom path of its own. */
  path?: string;
}

export interface DemoTaxonomyText {
  name: string;
  description?: string;
  pageTitle?: string;
  metaDescription?: string;
  path?: string;
}

export const DEMO_CATEGORY_TEXTS: Record<string, Record<DemoLanguage, DemoTaxonomyText>> = {
  Kitchen: {
    fr: {
      name: 'Cuisine',
      path: '/cuisine/',
      description:
        '<p>Ustensiles et vaisselle du quotidien pour cuisiner, servir et prendre son temps le matin.</p>',
    },
    de: {
      name: 'Küche',
      path: '/kueche/',
      description:
        '<p>Werkzeug und Geschirr für jeden Tag: zum Kochen, zum Servieren und für gemütliche Morgen.</p>',
    },
  },
  'Mugs & Cups': {
    fr: {
      name: 'Mugs et tasses',
      path: '/cuisine/mugs-et-tasses/',
      description:
        '<p>Grès, émail et verre pour le café, le thé et tout ce qui se boit entre les deux.</p>',
    },
    de: {
      name: 'Becher & Tassen',
      path: '/kueche/becher-und-tassen/',
      description: '<p>Steinzeug, Emaille und Glas für Kaffee, Tee und alles dazwischen.</p>',
    },
  },
  Cookware: {
    fr: {
      name: 'Batterie de cuisine',
      path: '/cuisine/batterie-de-cuisine/',
      description:
        '<p>Fonte, acier carbone et pièces émaillées, faites pour durer toute une vie.</p>',
    },
    de: {
      name: 'Kochgeschirr',
      path: '/kueche/kochgeschirr/',
      description: '<p>Gusseisen, Karbonstahl und Emaille, gemacht für ein ganzes Leben.</p>',
    },
  },
  'Home Decor': {
    fr: {
      name: 'Décoration',
      path: '/decoration/',
      description:
        '<p>Lampes, vases, bougies et paniers qui donnent à une pièce un air habité.</p>',
    },
    de: {
      name: 'Wohnaccessoires',
      path: '/wohnen/',
      description:
        '<p>Lampen, Vasen, Kerzen und Körbe, mit denen sich ein Raum bewohnt anfühlt.</p>',
    },
  },
  Textiles: {
    fr: {
      name: 'Linge de maison',
      path: '/decoration/linge-de-maison/',
      description: '<p>Lin, coton et laine pour la cuisine, la salle de bain et le canapé.</p>',
    },
    de: {
      name: 'Heimtextilien',
      path: '/wohnen/heimtextilien/',
      description: '<p>Leinen, Baumwolle und Wolle für Küche, Bad und Sofa.</p>',
    },
  },
  Garden: {
    fr: {
      name: 'Jardin',
      path: '/jardin/',
      description:
        '<p>Pots, outils et graines pour les balcons, les massifs et les rebords de fenêtre.</p>',
    },
    de: {
      name: 'Garten',
      path: '/garten/',
      description: '<p>Töpfe, Werkzeug und Saatgut für Balkon, Beet und Fensterbank.</p>',
    },
  },
};

/** Brand names are names: they stay; their page texts say what each makes. */
export const DEMO_BRAND_TEXTS: Record<string, Record<DemoLanguage, DemoTaxonomyText>> = {
  'Alder & Ash': {
    fr: {
      name: 'Alder & Ash',
      pageTitle: 'Alder & Ash : batterie de cuisine et outils',
      metaDescription: 'Fonte, acier et outils de cuisine solides, signés Alder & Ash.',
    },
    de: {
      name: 'Alder & Ash',
      pageTitle: 'Alder & Ash: Kochgeschirr und Werkzeug',
      metaDescription: 'Gusseisen, Stahl und robustes Küchenwerkzeug von Alder & Ash.',
    },
  },
  'Saltmarsh Ceramics': {
    fr: {
      name: 'Saltmarsh Ceramics',
      pageTitle: 'Saltmarsh Ceramics : grès fait main',
      metaDescription: 'Mugs, bols et vases en grès, tournés et émaillés à la main.',
    },
    de: {
      name: 'Saltmarsh Ceramics',
      pageTitle: 'Saltmarsh Ceramics: handgemachtes Steinzeug',
      metaDescription: 'Becher, Schalen und Vasen aus Steinzeug, von Hand gedreht und glasiert.',
    },
  },
  'Fernwood Studio': {
    fr: {
      name: 'Fernwood Studio',
      pageTitle: 'Fernwood Studio : bois, verre et maison',
      metaDescription: 'Planches en bois, verrerie et objets pour la maison de Fernwood Studio.',
    },
    de: {
      name: 'Fernwood Studio',
      pageTitle: 'Fernwood Studio: Holz, Glas und Wohnen',
      metaDescription: 'Holzbretter, Glaswaren und Dinge fürs Zuhause von Fernwood Studio.',
    },
  },
  'Hollow Oak Linens': {
    fr: {
      name: 'Hollow Oak Linens',
      pageTitle: 'Hollow Oak Linens : lin, coton et laine',
      metaDescription: 'Torchons, plaids et linge de maison en fibres naturelles.',
    },
    de: {
      name: 'Hollow Oak Linens',
      pageTitle: 'Hollow Oak Linens: Leinen, Baumwolle und Wolle',
      metaDescription: 'Geschirrtücher, Decken und Heimtextilien aus Naturfasern.',
    },
  },
};

/** The brands' search keywords, which the demo products carry, in each language. */
export const DEMO_KEYWORD_TEXTS: Record<string, Record<DemoLanguage, string>> = {
  'Alder & Ash': {
    fr: 'batterie de cuisine, outils, fonte',
    de: 'Kochgeschirr, Werkzeug, Gusseisen',
  },
  'Saltmarsh Ceramics': { fr: 'grès, poterie, fait main', de: 'Steinzeug, Töpferei, handgemacht' },
  'Fernwood Studio': { fr: 'bois, verre, maison', de: 'Holz, Glas, Wohnen' },
  'Hollow Oak Linens': { fr: 'lin, coton, laine', de: 'Leinen, Baumwolle, Wolle' },
};

export const DEMO_PRODUCT_TEXTS: Record<string, Record<DemoLanguage, DemoProductText>> = {
  'Enamel Camp Mug': {
    fr: {
      name: 'Mug de camping émaillé',
      path: '/cuisine/mugs-et-tasses/mug-de-camping-emaille/',
      blurb:
        'Un mug en émail léger qui résiste aux éclats, avec un bord roulé en acier, aussi à l’aise sur la terrasse qu’au bivouac.',
      details: ['Contenance 35 cl', 'Acier émaillé', 'Lavage à la main conseillé'],
    },
    de: {
      name: 'Emaille-Campingbecher',
      path: '/kueche/becher-und-tassen/emaille-campingbecher/',
      blurb:
        'Ein leichter, schlagfester Emaillebecher mit gerolltem Stahlrand – auf der Veranda genauso zu Hause wie auf dem Zeltplatz.',
      details: ['Fassungsvermögen 350 ml', 'Emaillierter Stahl', 'Handwäsche empfohlen'],
    },
  },
  'Stoneware Coffee Mug': {
    fr: {
      name: 'Mug à café en grès',
      blurb:
        'Tourné en petites séries et émaillé à la main : il n’y a pas deux mugs tout à fait pareils.',
      details: [
        'Contenance 40 cl',
        'Va au lave-vaisselle et au micro-ondes',
        'Fabriqué dans le Maine',
      ],
    },
    de: {
      name: 'Kaffeebecher aus Steinzeug',
      blurb:
        'In kleinen Serien auf der Scheibe gedreht und von Hand glasiert, darum gleicht kein Becher ganz dem anderen.',
      details: [
        'Fassungsvermögen 400 ml',
        'Spülmaschinen- und mikrowellengeeignet',
        'Hergestellt in Maine',
      ],
    },
  },
  'Espresso Cup Set': {
    fr: {
      name: 'Service de tasses à espresso',
      blurb:
        'Quatre tasses à paroi épaisse qui gardent un double espresso chaud jusqu’à la dernière gorgée.',
      details: ['Lot de 4', 'Contenance 9 cl chacune', 'Émail mat moucheté'],
    },
    de: {
      name: 'Espressotassen-Set',
      blurb:
        'Vier dickwandige Tassen, die einen doppelten Espresso bis zum letzten Schluck heiß halten.',
      details: ['4er-Set', 'Je 90 ml', 'Matte, gesprenkelte Glasur'],
    },
  },
  'Glass Tea Cup with Infuser': {
    fr: {
      name: 'Tasse à thé en verre avec infuseur',
      blurb:
        'Verre borosilicaté et fin infuseur en acier, pour regarder les feuilles de thé se déployer.',
      details: [
        'Contenance 33 cl',
        'Infuseur et couvercle amovibles',
        'Verre résistant à la chaleur',
      ],
    },
    de: {
      name: 'Teeglas mit Teesieb',
      blurb:
        'Borosilikatglas mit feinem Stahlsieb – so sieht man, wie sich die losen Blätter entfalten.',
      details: ['Fassungsvermögen 330 ml', 'Sieb und Deckel abnehmbar', 'Hitzebeständiges Glas'],
    },
  },
  'Speckled Latte Bowl Mug': {
    fr: {
      name: 'Bol à latte moucheté',
      blurb: 'Un mug large et généreux comme un bol, pour le café au lait des matins de week-end.',
      details: ['Contenance 47 cl', 'Émail moucheté couleur avoine', 'Va au lave-vaisselle'],
    },
    de: {
      name: 'Gesprenkelte Latte-Schale',
      blurb: 'Ein breiter, großzügiger Becher wie eine Schale, für Milchkaffee an Wochenendmorgen.',
      details: ['Fassungsvermögen 470 ml', 'Gesprenkelte Haferglasur', 'Spülmaschinengeeignet'],
    },
  },
  'Double-Walled Glass Tumbler Pair': {
    fr: {
      name: 'Paire de verres à double paroi',
      blurb:
        'Deux verres isothermes qui gardent les boissons glacées bien fraîches et les mains au sec.',
      details: ['Lot de 2', 'Contenance 30 cl chacun', 'Lavage à la main'],
    },
    de: {
      name: 'Doppelwandige Gläser im Paar',
      blurb: 'Zwei isolierte Gläser, die Eisgetränke kalt und die Hände trocken halten.',
      details: ['2er-Set', 'Je 300 ml', 'Handwäsche'],
    },
  },
  'Hand-Thrown Tea Bowl': {
    fr: {
      name: 'Bol à thé tourné main',
      blurb: 'Un bol sans anse, dont le doux émail céladon s’accumule au pied.',
      details: ['Contenance 24 cl', 'Chaque pièce est signée', 'Émail alimentaire'],
    },
    de: {
      name: 'Handgedrehte Teeschale',
      blurb: 'Eine Schale ohne Henkel, deren sanfte Seladonglasur sich am Fuß sammelt.',
      details: ['Fassungsvermögen 240 ml', 'Jedes Stück signiert', 'Lebensmittelechte Glasur'],
    },
  },
  'Cast Iron Skillet': {
    fr: {
      name: 'Poêle en fonte',
      path: '/cuisine/batterie-de-cuisine/poele-en-fonte/',
      blurb:
        'Déjà culottée et poncée bien lisse, cette poêle saisit, cuit au four et ne fait que s’améliorer avec le temps.',
      details: ['Culottée à l’huile de lin', 'Four, barbecue et induction', 'Garantie à vie'],
    },
    de: {
      name: 'Gusseisenpfanne',
      path: '/kueche/kochgeschirr/gusseisenpfanne/',
      blurb:
        'Vorgebrannt und glatt geschliffen: Diese Pfanne brät scharf an, backt im Ofen und wird mit jedem Gebrauch besser.',
      details: [
        'Mit Leinöl eingebrannt',
        'Für Backofen, Grill und Induktion',
        'Lebenslange Garantie',
      ],
    },
  },
  'Enamelled Dutch Oven': {
    fr: {
      name: 'Cocotte en fonte émaillée',
      blurb:
        'Une lourde cocotte de 4,7 litres pour les braisés, les ragoûts et le pain croustillant sans pétrissage.',
      details: ['Contenance 4,7 l', 'Fonte émaillée', 'Va au four jusqu’à 260 °C'],
    },
    de: {
      name: 'Emaillierter Schmortopf',
      blurb:
        'Ein schwerer 4,7-Liter-Topf für Schmorgerichte, Eintöpfe und knuspriges Brot ohne Kneten.',
      details: ['Fassungsvermögen 4,7 l', 'Emailliertes Gusseisen', 'Backofenfest bis 260 °C'],
    },
  },
  'Carbon Steel Wok': {
    fr: {
      name: 'Wok en acier carbone',
      blurb: 'Léger, réactif et vraiment chaud : un wok à fond rond pour de vrais sautés.',
      details: ['36 cm de diamètre', 'Acier carbone, à culotter', 'Poignée d’appoint en bois'],
    },
    de: {
      name: 'Wok aus Karbonstahl',
      blurb: 'Leicht, schnell und richtig heiß: ein Wok mit rundem Boden für echtes Pfannenrühren.',
      details: ['36 cm Durchmesser', 'Karbonstahl, muss eingebrannt werden', 'Hilfsgriff aus Holz'],
    },
  },
  'Stainless Saucepan': {
    fr: {
      name: 'Casserole en inox',
      blurb:
        'Une casserole trois couches de 1,9 litre, avec un couvercle ajusté et une poignée qui reste froide.',
      details: ['Contenance 1,9 l', 'Inox trois couches', 'Va au lave-vaisselle'],
    },
    de: {
      name: 'Edelstahl-Stieltopf',
      blurb:
        'Ein dreilagiger Stieltopf mit 1,9 Litern, passgenauem Deckel und einem Griff, der kühl bleibt.',
      details: ['Fassungsvermögen 1,9 l', 'Dreilagiger Edelstahl', 'Spülmaschinengeeignet'],
    },
  },
  'Copper Butter Warmer': {
    fr: {
      name: 'Poêlon à beurre en cuivre',
      blurb:
        'Un tout petit poêlon en cuivre pour le beurre noisette, le sirop tiède et le chocolat fondu.',
      details: ['Contenance 47 cl', 'Cuivre étamé', 'Manche en laiton'],
    },
    de: {
      name: 'Butterpfännchen aus Kupfer',
      blurb:
        'Ein kleines Kupferpfännchen für braune Butter, warmen Sirup und geschmolzene Schokolade.',
      details: ['Fassungsvermögen 470 ml', 'Verzinntes Kupfer', 'Messinggriff'],
    },
  },
  'Half Sheet Pan': {
    fr: {
      name: 'Plaque à pâtisserie',
      blurb:
        'La plaque que toute cuisine finit par prendre : de l’aluminium épais qui ne se déforme pas dans un four chaud.',
      details: ['46 × 33 cm', 'Aluminium naturel', 'Bords roulés'],
    },
    de: {
      name: 'Backblech',
      blurb:
        'Das Blech, nach dem jede Küche greift: schweres Aluminium, das sich auch im heißen Ofen nicht verzieht.',
      details: ['46 × 33 cm', 'Naturaluminium', 'Gerollte Kanten'],
    },
  },
  'Ceramic Baking Dish': {
    fr: {
      name: 'Plat à four en céramique',
      blurb: 'Du four à la table, un grès pour les gratins, les crumbles et les lasagnes.',
      details: ['Four, micro-ondes et lave-vaisselle', 'Émaillé dedans et dehors'],
    },
    de: {
      name: 'Keramik-Auflaufform',
      blurb: 'Steinzeug vom Ofen direkt auf den Tisch, für Gratins, Crumbles und Lasagne.',
      details: ['Für Backofen, Mikrowelle und Spülmaschine', 'Innen und außen glasiert'],
    },
  },
  'Olive Wood Cutting Board': {
    fr: {
      name: 'Planche à découper en olivier',
      blurb: 'Chaque planche est taillée dans une seule pièce d’olivier : son veinage est unique.',
      details: ['À nourrir à l’huile minérale alimentaire', 'Lavage à la main uniquement'],
    },
    de: {
      name: 'Schneidebrett aus Olivenholz',
      blurb:
        'Jedes Brett ist aus einem einzigen Stück Olivenholz geschnitten, die Maserung gibt es nur einmal.',
      details: ['Mit lebensmittelechtem Mineralöl pflegen', 'Nur Handwäsche'],
    },
  },
  'Walnut Serving Board': {
    fr: {
      name: 'Planche de service en noyer',
      blurb:
        'Une longue planche en noyer à la poignée sculptée, pour le fromage, le pain et les bonnes soirées.',
      details: ['61 × 20 cm', 'Noyer américain massif', 'Finition à la cire d’abeille'],
    },
    de: {
      name: 'Servierbrett aus Nussbaum',
      blurb:
        'Ein langes Nussbaumbrett mit geschnitztem Griff, für Käse, Brot und einen schönen Abend.',
      details: ['61 × 20 cm', 'Massiver amerikanischer Nussbaum', 'Mit Bienenwachs behandelt'],
    },
  },
  "Chef's Knife": {
    fr: {
      name: 'Couteau de chef',
      blurb:
        'Une lame de 20 cm forgée dans un acier à haute teneur en carbone, équilibrée juste à la mitre.',
      details: [
        'Lame de 20 cm',
        'Acier inoxydable à haute teneur en carbone',
        'Manche en pakkawood',
      ],
    },
    de: {
      name: 'Kochmesser',
      blurb: 'Eine 20-cm-Klinge aus geschmiedetem Kohlenstoffstahl, genau am Kropf ausbalanciert.',
      details: ['20-cm-Klinge', 'Rostfreier Kohlenstoffstahl', 'Griff aus Pakkaholz'],
    },
  },
  'Beechwood Utensil Set': {
    fr: {
      name: 'Set d’ustensiles en hêtre',
      blurb:
        'Une cuillère, une spatule et une pelle en hêtre bien lisse, douces pour toutes les poêles.',
      details: ['Lot de 3', 'Hêtre non traité', 'Lavage à la main'],
    },
    de: {
      name: 'Küchenhelfer-Set aus Buche',
      blurb: 'Ein Löffel, ein Spatel und ein Wender aus glatter Buche, schonend zu jeder Pfanne.',
      details: ['3er-Set', 'Unbehandeltes Buchenholz', 'Handwäsche'],
    },
  },
  'Salt Cellar with Lid': {
    fr: {
      name: 'Pot à sel avec couvercle',
      blurb:
        'Un petit pot en grès, juste assez grand pour une pincée, avec un couvercle en acacia qui garde la fleur de sel au sec.',
      details: ['Contenance 18 cl', 'Grès et acacia'],
    },
    de: {
      name: 'Salzfass mit Deckel',
      blurb:
        'Ein Steinzeugtöpfchen für die Prise zwischendurch, mit Akaziendeckel, der Salzflocken trocken hält.',
      details: ['Fassungsvermögen 180 ml', 'Steinzeug und Akazie'],
    },
  },
  'Pour-Over Coffee Dripper': {
    fr: {
      name: 'Dripper à café filtre',
      blurb: 'Un cône en céramique rainuré pour une tasse nette et vive, une ou deux à la fois.',
      details: ['Pour filtres taille 2', 'Porcelaine', 'Un seul trou d’écoulement'],
    },
    de: {
      name: 'Kaffeefilter zum Aufgießen',
      blurb:
        'Ein gerippter Keramikfilter für eine klare, lebendige Tasse, für eine oder zwei auf einmal.',
      details: ['Für Filtertüten Größe 2', 'Porzellan', 'Mit einem Auslaufloch'],
    },
  },
  'Linen Apron': {
    fr: {
      name: 'Tablier en lin',
      blurb: 'Du lin lavé à la pierre, de grandes poches et de longs liens qui se nouent devant.',
      details: ['Taille unique', '100 % lin européen', 'Lavable en machine'],
    },
    de: {
      name: 'Leinenschürze',
      blurb: 'Stonewashed-Leinen mit tiefen Taschen und langen Bändern, die vorne gebunden werden.',
      details: ['Einheitsgröße', '100 % europäisches Leinen', 'Maschinenwaschbar'],
    },
  },
  'Glass Storage Jars': {
    fr: {
      name: 'Bocaux de conservation en verre',
      blurb:
        'Trois bocaux hermétiques à couvercle en bambou pour la farine, les flocons d’avoine et le café en grains.',
      details: ['Lot de 3', '1 l chacun', 'Joint en silicone'],
    },
    de: {
      name: 'Vorratsgläser',
      blurb: 'Drei luftdichte Gläser mit Bambusdeckel für Mehl, Haferflocken und Kaffeebohnen.',
      details: ['3er-Set', 'Je 1 l', 'Silikondichtung'],
    },
  },
  'Pickling & Preserving Guide': {
    fr: {
      name: 'Guide des conserves et bocaux',
      blurb:
        'Quarante recettes éprouvées de confitures, pickles et fermentations, en livre numérique.',
      details: ['PDF, 96 pages', 'Téléchargement immédiat'],
    },
    de: {
      name: 'Ratgeber Einlegen & Einkochen',
      blurb:
        'Vierzig erprobte Rezepte für Marmeladen, eingelegtes Gemüse und Fermente, als E-Book.',
      details: ['PDF, 96 Seiten', 'Sofort zum Herunterladen'],
    },
  },
  'Ribbed Glass Vase': {
    fr: {
      name: 'Vase en verre strié',
      blurb:
        'Du verre soufflé à la bouche, aux fines stries qui accrochent la lumière sur le rebord d’une fenêtre.',
      details: ['25 cm de haut', 'Verre soufflé à la bouche', 'Chaque pièce varie légèrement'],
    },
    de: {
      name: 'Geriffelte Glasvase',
      blurb: 'Mundgeblasenes Glas mit feinen Rippen, die auf der Fensterbank das Licht einfangen.',
      details: ['25 cm hoch', 'Mundgeblasenes Glas', 'Jedes Stück ist ein wenig anders'],
    },
  },
  'Stoneware Bud Vase Trio': {
    fr: {
      name: 'Trio de soliflores en grès',
      blurb: 'Trois petits vases pour une seule tige chacun, dans des émaux qui se répondent.',
      details: ['Lot de 3', '10 à 15 cm de haut', 'Émaillés à l’intérieur, étanches'],
    },
    de: {
      name: 'Steinzeug-Blumenvasen im Trio',
      blurb:
        'Drei kleine Vasen für je einen einzelnen Stiel, in aufeinander abgestimmten Glasuren.',
      details: ['3er-Set', '10 bis 15 cm hoch', 'Innen wasserdicht glasiert'],
    },
  },
  'Brass Candle Holder': {
    fr: {
      name: 'Bougeoir en laiton',
      blurb:
        'Du laiton massif qui prend une chaude patine, pour des bougies flambeau de toutes les couleurs.',
      details: ['Pour bougies flambeau standard', 'Laiton massif', 'Dessous en feutre'],
    },
    de: {
      name: 'Kerzenhalter aus Messing',
      blurb: 'Massives Messing, das eine warme Patina bekommt, für Stabkerzen in jeder Farbe.',
      details: ['Für Standard-Stabkerzen', 'Massives Messing', 'Filzboden'],
    },
  },
  'Fig & Cedar Soy Candle': {
    fr: {
      name: 'Bougie de soja figue et cèdre',
      blurb:
        'Figue verte et bois de cèdre dans une cire de soja à combustion propre, coulée à la main.',
      details: ['Mèche en coton', '100 % cire de soja', 'Contenant en verre réutilisable'],
    },
    de: {
      name: 'Sojakerze Feige & Zeder',
      blurb: 'Grüne Feige und Zedernholz in sauber brennendem Sojawachs, von Hand gegossen.',
      details: ['Baumwolldocht', '100 % Sojawachs', 'Wiederverwendbares Glas'],
    },
  },
  'Rattan Table Lamp': {
    fr: {
      name: 'Lampe à poser en rotin',
      blurb:
        'Un abat-jour en rotin tressé main sur un pied en céramique émaillée, pour une lumière douce et chaude.',
      details: ['48 cm de haut', 'Culot E26, 60 W max.', 'Interrupteur sur le fil'],
    },
    de: {
      name: 'Tischleuchte aus Rattan',
      blurb:
        'Ein handgeflochtener Rattanschirm auf glasiertem Keramikfuß, der ein weiches, warmes Licht wirft.',
      details: ['48 cm hoch', 'Fassung E26, bis 60 W', 'Schnurschalter'],
    },
  },
  'Round Wall Mirror': {
    fr: {
      name: 'Miroir mural rond',
      blurb: 'Un fin cadre en fer autour d’un miroir de 61 cm, suspendu à une lanière de cuir.',
      details: ['61 cm de diamètre', 'Fer thermolaqué', 'Lanière de suspension en cuir'],
    },
    de: {
      name: 'Runder Wandspiegel',
      blurb: 'Ein schmaler Eisenrahmen um einen 61-cm-Spiegel, aufgehängt an einem Lederriemen.',
      details: ['61 cm Durchmesser', 'Pulverbeschichtetes Eisen', 'Aufhängeriemen aus Leder'],
    },
  },
  'Ceramic Table Lamp': {
    fr: {
      name: 'Lampe à poser en céramique',
      blurb: 'Un pied arrondi en grès et un abat-jour tambour en lin, pour lire au lit.',
      details: ['56 cm de haut', 'Abat-jour en lin', 'Culot E26, 60 W max.'],
    },
    de: {
      name: 'Keramik-Tischleuchte',
      blurb: 'Ein runder Steinzeugfuß mit Leinen-Zylinderschirm, zum Lesen am Bett.',
      details: ['56 cm hoch', 'Leinenschirm', 'Fassung E26, bis 60 W'],
    },
  },
  'Woven Storage Basket': {
    fr: {
      name: 'Panier de rangement tressé',
      blurb:
        'Des paniers en jonc de mer aux anses solides, pour les plaids, les jouets et le bois de chauffage.',
      details: ['Jonc de mer tressé main', 'Nettoyage localisé'],
    },
    de: {
      name: 'Geflochtener Aufbewahrungskorb',
      blurb: 'Körbe aus Seegras mit stabilen Henkeln, für Decken, Spielzeug und Brennholz.',
      details: ['Handgeflochtenes Seegras', 'Nur punktuell reinigen'],
    },
  },
  'Linen Tea Towel Set': {
    fr: {
      name: 'Lot de torchons en lin',
      path: '/decoration/linge-de-maison/torchons-en-lin/',
      blurb:
        'Deux torchons en lin qui ne peluchent pas, essuient les verres sans traces et s’assouplissent à chaque lavage.',
      details: ['Lot de 2', '50 × 70 cm', '100 % lin'],
    },
    de: {
      name: 'Leinen-Geschirrtücher im Set',
      path: '/wohnen/heimtextilien/leinen-geschirrtuecher/',
      blurb:
        'Zwei fusselfreie Leinentücher, die Gläser streifenfrei trocknen und mit jeder Wäsche weicher werden.',
      details: ['2er-Set', '50 × 70 cm', '100 % Leinen'],
    },
  },
  'Waffle Bath Towel': {
    fr: {
      name: 'Serviette de bain nid d’abeille',
      blurb: 'Un tissage nid d’abeille en coton léger qui sèche vite et se range à plat.',
      details: ['100 % coton turc', 'Lavable en machine'],
    },
    de: {
      name: 'Waffelpiqué-Badetuch',
      blurb:
        'Ein leichtes Waffelgewebe aus Baumwolle, das schnell trocknet und flach zu verstauen ist.',
      details: ['100 % türkische Baumwolle', 'Maschinenwaschbar'],
    },
  },
  'Chunky Knit Throw': {
    fr: {
      name: 'Plaid en grosse maille',
      blurb: 'Un plaid épais en maille de coton pour le bout du canapé, bordé d’une douce frange.',
      details: ['127 × 152 cm', '100 % coton', 'Lavage en machine à froid'],
    },
    de: {
      name: 'Grobstrick-Plaid',
      blurb: 'Ein schweres Strickplaid aus Baumwolle für die Sofaecke, mit weichen Fransen.',
      details: ['127 × 152 cm', '100 % Baumwolle', 'Kalt in der Maschine waschen'],
    },
  },
  'Linen Cushion Cover': {
    fr: {
      name: 'Housse de coussin en lin',
      blurb:
        'Une housse en lin lavé à la fermeture invisible, à l’allure décontractée et légèrement froissée.',
      details: ['50 × 50 cm', 'Coussin non fourni', 'Fermeture éclair invisible'],
    },
    de: {
      name: 'Kissenbezug aus Leinen',
      blurb:
        'Ein gewaschener Leinenbezug mit verdecktem Reißverschluss und lässig knittrigem Look.',
      details: ['50 × 50 cm', 'Ohne Füllung', 'Verdeckter Reißverschluss'],
    },
  },
  'Cotton Table Runner': {
    fr: {
      name: 'Chemin de table en coton',
      blurb:
        'Un chemin de table tissé main, à la rayure discrète, pour habiller une grande tablée.',
      details: ['36 × 229 cm', '100 % coton', 'Lavable en machine'],
    },
    de: {
      name: 'Tischläufer aus Baumwolle',
      blurb: 'Ein handgewebter Läufer mit dezentem Streifen, der eine lange Tafel schmückt.',
      details: ['36 × 229 cm', '100 % Baumwolle', 'Maschinenwaschbar'],
    },
  },
  'Merino Wool Blanket': {
    fr: {
      name: 'Couverture en laine mérinos',
      blurb: 'Tissée en mérinos tout doux, à chevrons traditionnels : chaude sans être lourde.',
      details: ['152 × 203 cm', '100 % laine mérinos', 'Nettoyage à sec'],
    },
    de: {
      name: 'Decke aus Merinowolle',
      blurb:
        'Aus weicher Merinowolle im klassischen Fischgrätmuster gewebt, warm ohne schwer zu sein.',
      details: ['152 × 203 cm', '100 % Merinowolle', 'Chemische Reinigung'],
    },
  },
  'Quilted Placemats': {
    fr: {
      name: 'Sets de table matelassés',
      blurb:
        'Quatre sets de table en coton matelassé qui passent bien en machine et restent à plat.',
      details: ['Lot de 4', '33 × 48 cm', 'Lavables en machine'],
    },
    de: {
      name: 'Gesteppte Tischsets',
      blurb:
        'Vier gesteppte Tischsets aus Baumwolle, die sich gut waschen lassen und flach liegen.',
      details: ['4er-Set', '33 × 48 cm', 'Maschinenwaschbar'],
    },
  },
  'Terracotta Planter': {
    fr: {
      name: 'Pot en terre cuite',
      path: '/jardin/pots/pot-en-terre-cuite/',
      blurb:
        'La terre cuite classique, non émaillée, qui respire, avec un trou de drainage et sa soucoupe assortie.',
      details: ['Résiste au gel', 'Trou de drainage et soucoupe'],
    },
    de: {
      name: 'Terrakottatopf',
      path: '/garten/toepfe/terrakottatopf/',
      blurb:
        'Klassische, unglasierte Terrakotta, die atmet, mit Abzugsloch und passendem Untersetzer.',
      details: ['Frostbeständig', 'Abzugsloch und Untersetzer'],
    },
  },
  'Galvanized Watering Can': {
    fr: {
      name: 'Arrosoir en acier galvanisé',
      blurb:
        'Un arrosoir de 7,5 litres au long bec, avec une pomme en laiton pour une pluie tout en douceur.',
      details: ['Contenance 7,5 l', 'Acier galvanisé', 'Pomme en laiton amovible'],
    },
    de: {
      name: 'Verzinkte Gießkanne',
      blurb: 'Eine 7,5-Liter-Kanne mit langem Ausguss und Messingbrause für einen sanften Schauer.',
      details: ['Fassungsvermögen 7,5 l', 'Verzinkter Stahl', 'Abnehmbare Messingbrause'],
    },
  },
  'Herb Seed Collection': {
    fr: {
      name: 'Collection de graines d’aromatiques',
      blurb:
        'Six sachets d’aromatiques reproductibles : basilic, persil, ciboulette, aneth, coriandre et thym.',
      details: ['6 sachets de graines', 'Bio, variétés reproductibles', 'Guide de culture inclus'],
    },
    de: {
      name: 'Kräutersamen-Sammlung',
      blurb:
        'Sechs Tütchen samenfester Kräuter: Basilikum, Petersilie, Schnittlauch, Dill, Koriander und Thymian.',
      details: ['6 Samentütchen', 'Bio, samenfest', 'Mit Anbauanleitung'],
    },
  },
  'Pruning Shears': {
    fr: {
      name: 'Sécateur',
      blurb: 'Un sécateur à lame franche en acier qui coupe net, avec un ressort qui ne lâche pas.',
      details: ['Coupe jusqu’à 2 cm', 'Lame remplaçable', 'Verrou de sécurité'],
    },
    de: {
      name: 'Gartenschere',
      blurb:
        'Eine Bypass-Schere mit sauber schneidender Stahlklinge und einer Feder, die nicht nachgibt.',
      details: ['Schneidet bis 2 cm', 'Austauschbare Klinge', 'Sicherheitsverschluss'],
    },
  },
  'Outdoor Lantern': {
    fr: {
      name: 'Lanterne d’extérieur',
      blurb:
        'Une lanterne en acier résistante aux intempéries, pour une bougie pilier sur la table de la terrasse.',
      details: ['36 cm de haut', 'Acier thermolaqué', 'Verre trempé'],
    },
    de: {
      name: 'Gartenlaterne',
      blurb: 'Eine wetterfeste Stahllaterne für eine Stumpenkerze auf dem Terrassentisch.',
      details: ['36 cm hoch', 'Pulverbeschichteter Stahl', 'Gehärtetes Glas'],
    },
  },
  'Garden Kneeler Pad': {
    fr: {
      name: 'Coussin de jardinage pour genoux',
      blurb: 'Un coussin en coton ciré garni de mousse dense. Bientôt disponible.',
      details: ['Housse en coton ciré', 'Se nettoie d’un coup d’éponge'],
    },
    de: {
      name: 'Kniekissen für den Garten',
      blurb:
        'Ein Kniekissen aus gewachster Baumwolle mit dichter Schaumstofffüllung. Bald erhältlich.',
      details: ['Bezug aus gewachster Baumwolle', 'Abwischbar'],
    },
  },
  'Jute Garden Twine': {
    fr: {
      name: 'Ficelle de jardin en jute',
      blurb:
        'Une boîte de ficelle en jute naturelle avec coupe-fil intégré, pour attacher haricots et tomates.',
      details: ['100 m de ficelle', 'Boîte rechargeable avec coupe-fil'],
    },
    de: {
      name: 'Gartenschnur aus Jute',
      blurb:
        'Eine Dose natürliche Juteschnur mit eingebautem Schneider, zum Anbinden von Bohnen und Tomaten.',
      details: ['100 m Schnur', 'Nachfüllbare Dose mit Schneider'],
    },
  },
};
