/**
 * The fixed texts of what the store itself shows and sends (the hosted checkout, its
 * confirmation page, the order confirmation and password reset e-mails) in each language
 * it writes: English, French and German. The English set is the shape every other set
 * must fill, so a text missing in one language does not compile. Any other locale, and a
 * region of these (`fr-CA`), gets its language's set or the English one.
 */

const en = {
  checkout: {
    title: 'Checkout',
    optional: '(optional)',
    titleWithErrors: 'Check your details – Checkout',
    skipToContent: 'Skip to content',
    secureCheckout: 'Secure checkout',
    notPlaced: 'Your order was not placed',
    checkTheForm: 'Please check the form',
    contact: 'Contact',
    emailHint: 'Your order confirmation goes here.',
    shippingAddress: 'Shipping address',
    stateHint: 'Needed only where the country has states or provinces.',
    stateHintFor: (country: string) =>
      `Needed for ${country}: type or pick one of its states or provinces.`,
    phoneHint: 'Only used if the carrier needs to reach you.',
    shippingMethod: 'Shipping method',
    shippingPricesHint:
      'Prices are for the address above; a new address shows its own when you place the order.',
    noShipping:
      'We do not ship to this address. Choose another country, or check the state and postal code.',
    payment: 'Payment',
    paidByCertificates: 'Your gift certificates pay for this order: there is nothing more to pay.',
    card: 'Card',
    cardHint: 'Visa or Mastercard. Test mode: no money moves.',
    testGateway: 'Test payment gateway',
    testGatewayHint: 'Places the order without card details; records no payment transaction.',
    testCards: (approved: string, declined: string) =>
      `Test cards: ${approved} is approved, ${declined} is declined.`,
    newsletter: 'Send me the newsletter with new arrivals and offers. Unsubscribe at any time.',
    placeOrder: (amount: string) => `Place order · ${amount}`,
    savedAddresses: 'Your saved addresses',
    shipToSaved: 'Ship to a saved address',
    useThisAddress: 'Use this address',
    codesTitle: 'Coupon or gift certificate',
    code: 'Code',
    apply: 'Apply',
    remove: 'Remove',
    orderSummary: 'Order summary',
    quantity: (n: number) => `Quantity ${n}`,
    subtotal: (items: number) => `Subtotal (${items} ${items === 1 ? 'item' : 'items'})`,
    coupon: 'Coupon',
    discount: 'Discount',
    shipping: 'Shipping',
    chooseBelow: 'Choose below',
    tax: 'Tax',
    total: 'Total',
    giftCertificate: 'Gift certificate',
    toPay: 'To pay',
    thankYou: 'Thank you for your order',
    orderPlaced: (id: number) => `Order #${id} is placed.`,
    emailOnItsWay: 'A confirmation is on its way to your inbox.',
    continueShopping: 'Continue shopping',
    labels: {
      email: 'E-mail',
      first_name: 'First name',
      last_name: 'Last name',
      street_1: 'Address',
      street_2: 'Apartment, suite, etc.',
      city: 'City',
      state: 'State / province',
      zip: 'Postal code',
      country: 'Country',
      phone: 'Phone',
      shipping_method: 'Shipping method',
      payment_method: 'Payment method',
      card_number: 'Card number',
      card_expiry: 'Expiry (MM/YY)',
      card_cvc: 'Security code (CVC)',
      customer_message: 'Order notes',
    },
  },
  orderEmail: {
    subject: (id: number, store: string) => `Your order #${id} at ${store}`,
    greeting: (name: string) => (name ? `Hi ${name},` : 'Hi there,'),
    intro: (id: number, store: string) =>
      `Thank you for your order #${id} at ${store}. Here is what you ordered:`,
    subtotal: 'Subtotal',
    shipping: (method: string) => `Shipping (${method || 'none'})`,
    total: 'Total',
    discount: 'Discount',
    coupon: (code: string) => `Coupon ${code}`,
    handling: 'Handling',
    tax: 'Tax',
    giftCertificate: (code: string) => `Gift certificate ${code}`,
    paidWithRest: (method: string) => `Paid with ${method}`,
    paidWith: (method: string) => `Paid with: ${method}`,
    shippingTo: 'Shipping to:',
    seeStatus: 'See the status of your order:',
    unsubscribe: (link: string) => `Stop marketing e-mails: ${link}`,
  },
  passwordResetEmail: {
    subject: (store: string) => `Reset your password at ${store}`,
    body: (name: string, action: string) =>
      `Hello ${name},\n\nSomeone asked to reset the password of your account.\n${action}\n\nIf it was not you, ignore this message.`,
    action: (link: string) => `Choose a new password here (the link works for one hour):\n${link}`,
  },
};

export type StoreTexts = typeof en;

const fr: StoreTexts = {
  checkout: {
    title: 'Paiement',
    optional: '(facultatif)',
    titleWithErrors: 'Vérifiez vos informations – Paiement',
    skipToContent: 'Aller au contenu',
    secureCheckout: 'Paiement sécurisé',
    notPlaced: 'Votre commande n’a pas été passée',
    checkTheForm: 'Veuillez vérifier le formulaire',
    contact: 'Coordonnées',
    emailHint: 'Votre confirmation de commande sera envoyée à cette adresse.',
    shippingAddress: 'Adresse de livraison',
    stateHint: 'Obligatoire seulement si le pays a des États ou des provinces.',
    stateHintFor: (country) =>
      `Obligatoire pour ${country} : saisissez ou choisissez un État ou une province.`,
    phoneHint: 'Utilisé seulement si le transporteur doit vous joindre.',
    shippingMethod: 'Mode de livraison',
    shippingPricesHint:
      'Les prix valent pour l’adresse ci-dessus ; une nouvelle adresse affichera les siens quand vous passerez la commande.',
    noShipping:
      'Nous ne livrons pas à cette adresse. Choisissez un autre pays, ou vérifiez l’État et le code postal.',
    payment: 'Paiement',
    paidByCertificates: 'Vos chèques-cadeaux règlent cette commande : il ne reste rien à payer.',
    card: 'Carte',
    cardHint: 'Visa ou Mastercard. Mode test : aucun argent n’est débité.',
    testGateway: 'Passerelle de paiement de test',
    testGatewayHint:
      'Passe la commande sans données de carte ; n’enregistre aucune transaction de paiement.',
    testCards: (approved, declined) =>
      `Cartes de test : ${approved} est acceptée, ${declined} est refusée.`,
    newsletter:
      'Envoyez-moi la newsletter avec les nouveautés et les offres. Désinscription possible à tout moment.',
    placeOrder: (amount) => `Passer la commande · ${amount}`,
    savedAddresses: 'Vos adresses enregistrées',
    shipToSaved: 'Livrer à une adresse enregistrée',
    useThisAddress: 'Utiliser cette adresse',
    codesTitle: 'Code promo ou chèque-cadeau',
    code: 'Code',
    apply: 'Appliquer',
    remove: 'Retirer',
    orderSummary: 'Récapitulatif de la commande',
    quantity: (n) => `Quantité ${n}`,
    subtotal: (items) => `Sous-total (${items} ${items === 1 ? 'article' : 'articles'})`,
    coupon: 'Code promo',
    discount: 'Remise',
    shipping: 'Livraison',
    chooseBelow: 'À choisir ci-dessous',
    tax: 'Taxes',
    total: 'Total',
    giftCertificate: 'Chèque-cadeau',
    toPay: 'À payer',
    thankYou: 'Merci pour votre commande',
    orderPlaced: (id) => `La commande n° ${id} est passée.`,
    emailOnItsWay: 'Une confirmation est en route vers votre boîte mail.',
    continueShopping: 'Continuer mes achats',
    labels: {
      email: 'E-mail',
      first_name: 'Prénom',
      last_name: 'Nom',
      street_1: 'Adresse',
      street_2: 'Appartement, étage, etc.',
      city: 'Ville',
      state: 'État / province',
      zip: 'Code postal',
      country: 'Pays',
      phone: 'Téléphone',
      shipping_method: 'Mode de livraison',
      payment_method: 'Moyen de paiement',
      card_number: 'Numéro de carte',
      card_expiry: 'Date d’expiration (MM/AA)',
      card_cvc: 'Cryptogramme (CVC)',
      customer_message: 'Remarques sur la commande',
    },
  },
  orderEmail: {
    subject: (id, store) => `Votre commande n° ${id} chez ${store}`,
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    intro: (id, store) =>
      `Merci pour votre commande n° ${id} chez ${store}. Voici ce que vous avez commandé :`,
    subtotal: 'Sous-total',
    shipping: (method) => `Livraison (${method || 'aucune'})`,
    total: 'Total',
    discount: 'Remise',
    coupon: (code) => `Code promo ${code}`,
    handling: 'Frais de traitement',
    tax: 'Taxes',
    giftCertificate: (code) => `Chèque-cadeau ${code}`,
    paidWithRest: (method) => `Payé par ${method}`,
    paidWith: (method) => `Payé avec : ${method}`,
    shippingTo: 'Livraison à :',
    seeStatus: 'Suivre l’état de votre commande :',
    unsubscribe: (link) => `Ne plus recevoir d’e-mails commerciaux : ${link}`,
  },
  passwordResetEmail: {
    subject: (store) => `Réinitialisez votre mot de passe chez ${store}`,
    body: (name, action) =>
      `Bonjour ${name},\n\nQuelqu’un a demandé à réinitialiser le mot de passe de votre compte.\n${action}\n\nSi ce n’était pas vous, ignorez ce message.`,
    action: (link) =>
      `Choisissez un nouveau mot de passe ici (le lien est valable une heure) :\n${link}`,
  },
};

const de: StoreTexts = {
  checkout: {
    title: 'Kasse',
    optional: '(optional)',
    titleWithErrors: 'Bitte Angaben prüfen – Kasse',
    skipToContent: 'Zum Inhalt springen',
    secureCheckout: 'Sichere Kasse',
    notPlaced: 'Ihre Bestellung wurde nicht aufgegeben',
    checkTheForm: 'Bitte prüfen Sie das Formular',
    contact: 'Kontakt',
    emailHint: 'Hierhin schicken wir Ihre Bestellbestätigung.',
    shippingAddress: 'Lieferadresse',
    stateHint: 'Nur nötig, wenn das Land Bundesstaaten oder Provinzen hat.',
    stateHintFor: (country) =>
      `Nötig für ${country}: Bundesstaat oder Provinz eingeben oder auswählen.`,
    phoneHint: 'Nur für Rückfragen des Zustellers.',
    shippingMethod: 'Versandart',
    shippingPricesHint:
      'Die Preise gelten für die Adresse oben; für eine neue Adresse sehen Sie die ihren, wenn Sie bestellen.',
    noShipping:
      'An diese Adresse liefern wir nicht. Wählen Sie ein anderes Land oder prüfen Sie Bundesland und Postleitzahl.',
    payment: 'Zahlung',
    paidByCertificates:
      'Ihre Geschenkgutscheine bezahlen diese Bestellung: Es bleibt nichts mehr zu zahlen.',
    card: 'Karte',
    cardHint: 'Visa oder Mastercard. Testmodus: Es fließt kein Geld.',
    testGateway: 'Test-Zahlungsanbieter',
    testGatewayHint: 'Gibt die Bestellung ohne Kartendaten auf; es wird keine Zahlung gebucht.',
    testCards: (approved, declined) =>
      `Testkarten: ${approved} wird angenommen, ${declined} wird abgelehnt.`,
    newsletter:
      'Schicken Sie mir den Newsletter mit Neuheiten und Angeboten. Abmeldung jederzeit möglich.',
    placeOrder: (amount) => `Zahlungspflichtig bestellen · ${amount}`,
    savedAddresses: 'Ihre gespeicherten Adressen',
    shipToSaved: 'An eine gespeicherte Adresse liefern',
    useThisAddress: 'Diese Adresse verwenden',
    codesTitle: 'Gutschein- oder Geschenkgutscheincode',
    code: 'Code',
    apply: 'Einlösen',
    remove: 'Entfernen',
    orderSummary: 'Bestellübersicht',
    quantity: (n) => `Menge ${n}`,
    subtotal: (items) => `Zwischensumme (${items} ${items === 1 ? 'Artikel' : 'Artikel'})`,
    coupon: 'Gutschein',
    discount: 'Rabatt',
    shipping: 'Versand',
    chooseBelow: 'Unten auswählen',
    tax: 'Steuer',
    total: 'Gesamt',
    giftCertificate: 'Geschenkgutschein',
    toPay: 'Zu zahlen',
    thankYou: 'Vielen Dank für Ihre Bestellung',
    orderPlaced: (id) => `Bestellung Nr. ${id} ist aufgegeben.`,
    emailOnItsWay: 'Eine Bestätigung ist auf dem Weg in Ihr Postfach.',
    continueShopping: 'Weiter einkaufen',
    labels: {
      email: 'E-Mail',
      first_name: 'Vorname',
      last_name: 'Nachname',
      street_1: 'Adresse',
      street_2: 'Wohnung, Stockwerk usw.',
      city: 'Ort',
      state: 'Bundesland / Provinz',
      zip: 'Postleitzahl',
      country: 'Land',
      phone: 'Telefon',
      shipping_method: 'Versandart',
      payment_method: 'Zahlungsart',
      card_number: 'Kartennummer',
      card_expiry: 'Gültig bis (MM/JJ)',
      card_cvc: 'Prüfnummer (CVC)',
      customer_message: 'Anmerkungen zur Bestellung',
    },
  },
  orderEmail: {
    subject: (id, store) => `Ihre Bestellung Nr. ${id} bei ${store}`,
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    intro: (id, store) =>
      `vielen Dank für Ihre Bestellung Nr. ${id} bei ${store}. Das haben Sie bestellt:`,
    subtotal: 'Zwischensumme',
    shipping: (method) => `Versand (${method || 'keiner'})`,
    total: 'Gesamt',
    discount: 'Rabatt',
    coupon: (code) => `Gutschein ${code}`,
    handling: 'Bearbeitungsgebühr',
    tax: 'Steuer',
    giftCertificate: (code) => `Geschenkgutschein ${code}`,
    paidWithRest: (method) => `Bezahlt mit ${method}`,
    paidWith: (method) => `Bezahlt mit: ${method}`,
    shippingTo: 'Lieferung an:',
    seeStatus: 'Den Stand Ihrer Bestellung sehen:',
    unsubscribe: (link) => `Keine Werbe-E-Mails mehr erhalten: ${link}`,
  },
  passwordResetEmail: {
    subject: (store) => `Passwort zurücksetzen bei ${store}`,
    body: (name, action) =>
      `Hallo ${name},\n\njemand hat darum gebeten, das Passwort Ihres Kontos zurückzusetzen.\n${action}\n\nWenn Sie das nicht waren, ignorieren Sie diese Nachricht.`,
    action: (link) => `Wählen Sie hier ein neues Passwort (der Link gilt eine Stunde):\n${link}`,
  },
};

const TEXTS: Record<string, StoreTexts> = { en, fr, de };

/** The language the store writes in for a locale: its own for `fr`, `de`, `en` and their regions, else English. */
export function textLanguageOf(locale: string | null | undefined): 'en' | 'fr' | 'de' {
  const language = (locale ?? '').split(/[-_]/)[0]!.toLowerCase();
  return language === 'fr' || language === 'de' ? language : 'en';
}

export const storeTexts = (locale: string | null | undefined): StoreTexts =>
  TEXTS[textLanguageOf(locale)]!;
