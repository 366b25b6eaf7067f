import type { LanguagePack } from './pack';

export const fr: LanguagePack = {
  code: 'fr',
  // Labels include the wording of real French and Belgian invoices as recorded in the invoice2data
  // templates (github.com/invoice-x/invoice2data, MIT; one template per supplier): LDLC, EDF, OVH,
  // Free, Bouygues, Saur, Kubii, RS, ALSO, Fountain, Futur Telecom, Napsis, La Poste, leCab, Finagaz,
  // AEP, Google, Hootsuite, Jean Besson, Microsoft, Orange Business, Proximus, Lampiris, Pochet,
  // Dolibarr ("Total H.T.", "Montant total HTVA", "HT soumis à TVA", "Taxe totale", "Montant total
  // à régler", "Montant dû en EUR", "Numéro de document", "TVAC"). A bare "Réf." stays a reference:
  // French line tables head their product codes with it.
  concepts: {
    invoice_number: {
      labels:
        'numéro de facture|facture n°|n° facture|n° de facture|facture no|facture numéro|no facture|référence facture|n° de pièce|numéro|n°|avoir n°|ticket n°|facture #|numéro de la facture|n° de la facture|numéro de document|n° de document|facture num|numéro facture|votre facture n°|votre n° facture|réf facture|référence de la facture|référence de facture|numéro de ticket|n° de ticket|vente n°|n° de vente|numéro de vente',
      cues: 'numéro|quelle facture',
    },
    invoice_date: {
      labels:
        "date de facture|date facture|date|date d'émission|émise le|fait le|date de facturation|date facturation|date de la facture|facture du|votre facture du|date du document|date d'achat|imprimé le|date d'impression",
      cues: 'émise|émis|établie|datée|date de la facture|acheté|achat|date d achat|achats',
    },
    due_date: {
      labels:
        "échéance|date d'échéance|date limite de paiement|à payer avant le|paiement au plus tard le|payer au plus tard le|régler au plus tard le|payable le|à régler avant le|date de règlement|date échéance|échéance le|date limite de paiement le",
      cues: 'date|payer|payée|régler|réglée|réglé|échéance|limite|date limite|dernier jour|sans escompte|sans déduction',
    },
    order_date: { labels: 'date de commande|commandé le', cues: 'date|commandé' },
    delivery_date: { labels: 'date de livraison|livré le|date d’expédition', cues: 'date|livré|livraison' },
    amount_due: {
      labels:
        'net à payer|montant à payer|à payer|reste à payer|reste à régler|restant à régler|solde dû|total à payer|montant dû|somme due|à régler|montant à régler|montant total à payer|montant à payer en euros|à payer en euro|montant total à régler|solde à payer|solde restant dû|solde restant|restant dû|reste dû|soit un net à payer|montant ttc en notre faveur|total ttc à payer|montant ttc à régler|montant payé|somme à payer|total payé',
      cues: 'restant|reste dû|impayé|en suspens|dépensé|à payer|payer|dû|devons|doit|régler|coûte|coûté|coûtent|coûtait|coûter|virer|verser|virement|dois|doivent|devez|au final|finalement',
    },
    total_incl: {
      labels:
        'total ttc|montant ttc|ttc|total|montant total|total général|total facture|montant total ttc|total toutes taxes comprises|total t t c|montant t t c|total ttc en euros|montant total de cette facture|facture ttc|montant total eur|total facturé|total des frais actuels|total tvac|montant tvac|tvac|montant de l avoir|total avoir|montant avoir|total de l avoir|montant à créditer|total à créditer',
      cues: 'ttc|toutes taxes comprises|total|au total|montant total|la facture|tvac',
    },
    total_excl: {
      labels:
        'total ht|montant ht|ht|sous total|total hors taxes|montant hors taxes|net ht|base ht|total net ht|montant hors tva|total hors tva|hors tva|total de la facture ht|total facture ht|total h t|montant h t|total net h t|prix total h t|prix total ht|total htva|montant total htva|montant htva|htva|ht soumis à tva|montant hors taxe|total hors taxe|montant hors t v a|total hors t v a|total des frais avant impôt|total facture eur ht',
      cues: 'hors taxes|ht|sans tva|avant tva|net',
    },
    total_vat: {
      labels:
        'tva|montant tva|total tva|dont tva|dont t v a|taxe|montant de la tva|tva 20%|t v a|taxe totale|tva totale|tva à|total t v a|montant t v a|montant tva payée sur les débits|taxes|total des taxes|total taxes|taxes totales|montant des taxes|tps|tvq|tvh',
      cues: 'tva|taxe|taxes|total|au total|totale|récupérer|récupérable|déduire|déductible',
    },
    vat_rate: { labels: 'taux tva|taux de tva|taux', cues: 'taux|pourcentage' },
    line_count: {
      labels: '',
      cues: 'combien de lignes|lignes|lignes de facture|articles|combien d articles|nombre de lignes|articles|produits|postes|combien de postes|nombre de postes',
    },
    supplier_name: {
      labels: 'fournisseur|vendeur|émetteur|prestataire|expéditeur|de la part de|magasin|créancier|marchand',
      cues: 'bénéficiaire du paiement|bénéficiaire du virement|émis|émise|envoyé|envoyée|établi|a établi|qui a établi|vendu|fournisseur|vendeur|quelle société|quelle entreprise|qui a émis|qui a envoyé|émetteur|magasin|commerçant|établissement|enseigne|vient|provient|marchand|en-tête',
    },
    receiver_name: {
      labels:
        "donneur d'ordre|client|destinataire|adressée|adressé|facturé à|adresse de facturation|acheteur|facturer à|nom du client|destinataire de la facture|coordonnées client|coordonnées du client|nom de l'acheteur|coordonnées de l'acheteur",
      cues: 'destinataire|client|qui est le client|qui reçoit|reçoit|adressée à|adressé à|qui paie|adressée à|envoyée à|à qui|destinée à|facturée à|adressé à',
    },
    receiver_address: {
      labels: 'adresse client',
      cues: 'adresse du client|adresse|où',
    },
    delivery_address: {
      labels:
        'adresse de livraison|livré à|livrer à|lieu de livraison|adresse d’expédition|expédié à|destinataire de la livraison',
      cues: 'où a été livré|où a-t-il été livré',
    },
    // The issuer's own address has no label of its own: it is read where the issuer's name is.
    supplier_address: {
      cues: 'adresse du fournisseur|adresse du vendeur|adresse du magasin|où a été acheté|où cela a été acheté|où cela a-t-il été acheté|où a-t-il été acheté|où est-ce que ça a été acheté|où avons-nous acheté|où acheté|où est le magasin',
    },
    supplier_vat: {
      labels:
        'n° tva|numéro de tva|tva intracommunautaire|n° tva intracom|identifiant tva|tva intra|n° de tva intracommunautaire|numéro tva|num tva|n° tva intra|tva intracom',
      cues: 'numéro de tva|tva intracommunautaire|identifiant tva',
    },
    receiver_vat: { labels: 'tva client|n° tva client|votre n° tva', cues: 'tva du client' },
    supplier_orgnr: {
      labels: "siret|siren|rcs|n° siret|ape|naf|n° d'entreprise|numéro d'entreprise|n° bce|numéro bce",
      cues: 'siret|siren|rcs|immatriculation',
    },
    customer_number: {
      labels:
        'n° client|client n°|numéro client|code client|référence client|numéro de client|compte client|réf client',
      cues: 'numéro client|code client',
    },
    order_number: {
      labels:
        'n° commande|numéro de commande|bon de commande|commande|votre commande|n° de commande|commande n°',
      cues: 'commande|bon de commande',
    },
    reference: {
      labels:
        'votre référence|notre référence|référence|réf|interlocuteur|contact|à l’attention de|votre réf|notre réf',
      cues: 'référence|contact|interlocuteur',
    },
    iban: { labels: 'iban', cues: 'iban' },
    bic: { labels: 'bic|swift|code bic', cues: 'bic|swift' },
    bank_account: {
      labels: 'rib|numéro de compte|compte|compte bancaire',
      cues: 'rib|compte bancaire|quel compte',
    },
    payment_reference: {
      labels: 'référence de paiement|référence du virement|communication',
      cues: 'référence de paiement|virement',
    },
    currency: { labels: 'devise|monnaie', cues: 'devise|monnaie' },
    payment_terms: {
      labels:
        'conditions de paiement|conditions de règlement|modalités de paiement|mode de règlement|règlement|délai de paiement|délai de règlement',
      cues: 'conditions|modalités|délai|combien de temps|combien de jours',
    },
    email: { labels: 'e mail|email|courriel|mail|adresse électronique', cues: 'e mail|courriel|mail' },
    phone: { labels: 'téléphone|tél|tel|portable|mobile', cues: 'téléphone|appeler|numéro de téléphone' },
  },
  stopWords:
    'dedans|eu|si|oui|quel|quelle|quels|quelles|qui|quand|où|combien|est|sont|était|le|la|les|l|de|du|des|d|un|une|sur|dans|pour|à|au|aux|ce|cette|cet|ces|a|ont|été|et|ou|il|elle|nous|vous|tu|te|toi|ton|ta|tes|votre|vos|notre|nos|facture|factures|document|reçu|ticket|indiqué|indiquée|mentionné|s|il|plaît|moi|me|je|donner|donne|montre|trouve|qu|y|en|par|ne|pas|doit|doivent|faut|peut|porte|figurent|figure|t|il|y|a|facturée|facturé|pourriez|pourrais|pouvez|peux|voudrais|voulez|aimerais|indiquer|dire|savoir|préciser|communiquer|rappeler|merci|svp|veuillez|m|j|n|c|élève|élèvent|monte|montent|se|ça|cela|ceci|vers|jusqu|jusque|puis|pouvons|avons|avez|ai|as|sommes|êtes|suis|sa|son|ses|leur|leurs|lui|eux|comment|quoi|que|dont|chez|ici|là|alors|aussi|encore|déjà|lequel|laquelle|auquel|listé|listés|listées|inscrit|inscrite|enregistré|enregistrée|enregistrés|immatriculé|immatriculée|situé|située|écrire|écris|ajouté|ajoutée|utiliser|utilise|compter|mettre|appelle|appelait|ticket|différents|différentes|distincts|finalement|justement|nouveau|nouvelle|nouveaux|nouvelles|nouvel|fois|devrait|mon|ma|mes',
  asks: {
    date: '^quand|quand$|quelle date|quel jour|quelle journée|date|date limite|dernier jour',
    amount: 'dépensé|^combien|montant|somme|prix|coûte|élève|se monte|coûté|coûtent|coûtait',
    name: '^qui|^à qui|^de qui|^par qui|^pour qui|^chez qui|chez qui$|à qui$|de qui$|par qui$|pour qui$|quelle société|quelle entreprise|quel fournisseur|quel magasin|quelle boutique|quel client|quel acheteur|quel destinataire|comment s’appelle|comment s’appelait',
    address: 'adresse|^où',
    percent: 'pourcentage|taux',
    count: '^combien de|nombre de',
    text: '^combien de temps|combien de jours|^en combien de jours|^sous combien de jours',
  },
  parties:
    'fournisseur|vendeur|client|acheteur|destinataire|émetteur|expéditeur|magasin|société|entreprise|créancier|débiteur|marchand|commerçant',
  nameWords: 'nom',
  genericNouns: 'nom|société|entreprise|raison sociale|code|boîte',
  endings: 's|x|e|es|é|ée|és|ées|er|ent',
  ofWords: 'de|du|des|d',
  taxedOn: 'sur|pour',
  including: 'ttc|tvac|toutes taxes comprises|avec|incluse|inclus|compris|comprise',
  excluding: 'ht|htva|hors|sans|avant',
  vatWords: 'tva|taxe|taxes|tps|tvq',
  together:
    'ensemble|au total|en tout|cumulé|cumulée|cumulés|cumulées|additionné|additionnés|additionnées|combiné|combinés|confondus|confondues|avec les suppléments|avec suppléments|avec les options|avec options|avec les extras|tout compris|tout inclus',
  both: 'les deux',
  currencyWords: 'euro|euros|eur|en|francs',
  currencyNames: { euro: 'eur|€', euros: 'eur|€', francs: 'chf|fr' },
  months: [
    'janvier|janv|jan',
    'février|févr|fév|fev',
    'mars|mar',
    'avril|avr',
    'mai',
    'juin',
    'juillet|juil',
    'août|aout',
    'septembre|sept|sep',
    'octobre|oct',
    'novembre|nov',
    'décembre|déc|dec',
  ],
  salutations: 'm|mme|monsieur|madame|mlle|famille',
  formerly: 'anciennement|précédemment',
  owners: 'Propriétaire|Gérant|Gérante',
  practitioners: 'Maître|Me|Docteur|Dr|Dr.|Pr',
  addressees: 'à',
  attention: "à l'attention de|à l'att. de|à l'intention de|attn|c/o|aux bons soins de|a/s de",
  offices:
    'comptabilité|service comptabilité|service comptable|comptabilité fournisseurs|service achats|achats|service financier|direction financière|économat|intendance|secrétariat',
  legalForms:
    'SARL|SAS|SASU|SA|S.A.|EURL|SNC|SCI|EI|EIRL|SCOP|SELARL|SELAS|SELAFA|SCP|Sàrl|S.à r.l.|S.à.r.l.|SRL|SPRL|SCRL|ASBL|inc.|ltée|Ltée',
  titles:
    "facture|avoir|reçu|ticket|page|devis|note|facture proforma|ticket de caisse|bon de livraison|addition|note d’honoraires|note d'honoraires",
  stamps: 'payé|payée|copie|duplicata|annulé|annulée|original|comptabilisé',
  signatures: 'signature|signé',
  quoteTitles: 'devis|devis estimatif',
  reminderTitles: 'relance|rappel',
  orderSides: {
    seller: 'confirmation de commande|notre commande',
    buyer: 'bon de commande|votre commande|commande client',
  },
  documentTypes: {
    INVOICE: "facture|note d’honoraires|note d'honoraires",
    CREDIT_NOTE: 'avoir|facture d’avoir',
    RECEIPT: 'reçu|ticket de caisse|ticket|addition',
    ORDER_CONFIRMATION: 'confirmation de commande|accusé de réception de commande',
  },
  letters: 'àâäçéèêëîïôöùûüÿœæ',
  markers:
    'facture|date|montant|tva|total|ht|ttc|client|paiement|et|la|le|les|du|des|échéance|désignation|quantité|prix|unitaire|règlement|siret',
  columns: {
    description: 'désignation|description|libellé|article|produit|prestation|détail|spécification',
    quantity: 'quantité|qté|qte|nombre|heures',
    unitPrice: 'prix unitaire|pu|prix|prix u|p u',
    amount: 'montant|total|montant ht|total ht|prix total',
  },
  contactWords: 'tél|tel|téléphone|fax|tva|siret|siren|rcs|courriel|mail|www|site',
  weekdays: 'lundi|lun|mardi|mar|mercredi|mer|jeudi|jeu|vendredi|ven|samedi|sam|dimanche|dim',
  otherDates:
    'expiration|expire|validité|valable|naissance|réalisé|réalisation|exécuté|exécution|terminé|achevé|retour|remboursement|livré|livrée|livrés|livrées|mandat|mandaté|mandatée|retirer|retrait|récupérer',
  cardSlip: 'terminal|autorisation',
  namedTaxes: 'tps|tvq|tvh',
  namedTaxesInEnglish: 'tps=gst|tvq=qst|tvh=hst',
  levies: "taxe de séjour|taxe séjour|taxe d'apprentissage",
  noVat:
    'exonéré|exonérée|exonération|non applicable|tva non applicable|non assujetti|pas de tva|franchise en base',
  reverseCharge: 'autoliquidation',
  deadlines: "au plus tard|avant|jusqu'au|jusqu'à",
  restating: "soit|c'est-à-dire|c.-à-d.|à savoir",
  paidDone: 'été|avons|avez|ont|payé|payée|payés|réglé|réglée',
  paidPending: 'doit|doivent|faut|falloir|jusqu|avant|échéance|limite|dernier|dernière|plus tard|pour quand',
  debits: 'prélevé|prélevée|prélevé le|prélèvement le|date de prélèvement',
  rounding: 'arrondi|arrondi de paiement',
  listed:
    'listés|renouvelés|renouvelées|listées|payés|payées|crédités|créditées|facturés|facturées|facturé|facturée|compté|comptés|comptées|achetés|achetées|acheté|vendus|commandés|commandé|figurent|figure|apparaissent|détaillés|détaillées|passés|passées|tableau',
  units:
    'point|points|heure|heures|jour|jours|semaine|semaines|mois|an|ans|année|années|minute|minutes|km|kilomètre|kilomètres|kg|kilo|kilos|litre|litres|personne|personnes|gens|salarié|salariés|employé|employés|invité|invités|nuit|nuits|pourcent|page|pages',
  trades:
    'plombier|plomberie|ramoneur|ramonage|électricien|électricité|menuisier|menuiserie|serrurerie|charpentier|maçon|entrepreneur|peintre|couvreur|jardinier|jardinerie|pépiniériste|paysagiste|serrurier|artisan|laveur de vitres|carreleur|échafaudeur|dératiseur|dératisation|désinsectisation;mécanicien|garage|garagiste|carrosserie|concessionnaire;avocat|avocate|notaire|comptable|expert-comptable|cabinet|fiduciaire|consultant|agence|bureau|designer|graphiste|imprimerie|imprimeur|photographe|architecte|ingénieur|assureur|cabinet de conseil|cabinet comptable|freelance|studio;traiteur|restaurant|resto|café|brasserie|bar|bistrot|boulangerie|boulanger|boucherie|boucher|hôtel|auberge|cuisinier|cuisinière|pizzeria;taxi|coursier|transporteur|déménageur|transports|société de transport|entreprise de transport|transitaire;supermarché|épicerie|pharmacie|droguerie|quincaillerie|magasin de bricolage|kiosque|tabac|bureau de tabac|tabac presse|buraliste|marchand de journaux|maison de la presse|fleuriste|boutique|station essence|grossiste|distributeur|station-service|commerce|station de lavage|magasin de vélos|vélociste;coiffeur|salon de coiffure|salon de beauté|institut de beauté|coiffeuse|pressing|blanchisserie|dentiste|vétérinaire|opticien|kinésithérapeute|kiné|clinique|salle de sport|auto-école|école de conduite|école de langues|médecin|docteur;bailleur|prestataire|opérateur|loueur|société de location;informaticien|informaticienne|société informatique|entreprise informatique|magasin informatique|dépanneur informatique;société de sécurité|entreprise de sécurité|société de gardiennage|gardiennage;caviste|marchand de vin|cave à vin;parc de stationnement;écurie|écuries|centre équestre|haras|club hippique|poney club;cinéma|salle de cinéma|multiplexe;bijouterie|bijoutier|joaillier|joaillerie|horloger|horlogerie;laverie|laverie automatique|laverie libre-service;étude notariale|office notarial|étude de notaire;station de radio|radio locale|chaîne de télévision|diffuseur|chaîne de radio|radiodiffuseur|radiodiffusion;courtier|courtier en assurances|cabinet de courtage',
  places:
    'plomberie|menuiserie|serrurerie|garage|carrosserie|cabinet|fiduciaire|agence|bureau|imprimerie|cabinet de conseil|cabinet comptable|restaurant|resto|café|brasserie|bar|bistrot|boulangerie|boucherie|hôtel|auberge|société de transport|entreprise de transport|supermarché|épicerie|pharmacie|droguerie|quincaillerie|magasin de bricolage|kiosque|tabac|bureau de tabac|tabac presse|buraliste|marchand de journaux|maison de la presse|boutique|station essence|station-service|commerce|pressing|blanchisserie|clinique|salle de sport|auto-école|école de conduite|école de langues|prestataire|société de location|magasin informatique|station de lavage|studio|entrepreneur|jardinerie|magasin de vélos|parc de stationnement|pizzeria|salon de coiffure|salon de beauté|institut de beauté|écurie|écuries|centre équestre|haras|club hippique|poney club|cinéma|salle de cinéma|multiplexe|bijouterie|joaillerie|horlogerie|laverie|laverie automatique|laverie libre-service|étude notariale|office notarial|étude de notaire|station de radio|radio locale|chaîne de télévision',
  company: 'entreprise|société|boîte|organisation|organisme|association',
  shops: 'magasin|boutique',
  purchases:
    'repas|dîner|déjeuner|petit-déjeuner|boissons|course|trajet|voyage|billet|billets|séjour|visite|courses|achat|lavage|réparation|travaux|travail|chantier|carte|carte bancaire|carte bleue|manger|mangé|pourboire|péage|stationnement|plein|carburant|essence|soins|séance|séances|traitement|café|cafés|coupe|ménage|nettoyage|dormi|logé|logés|logée|séjourné|lessive',
  countables: 'billet|billets|place|places|entrée|entrées|photo|photos|image|images',
  billedKinds:
    'prestations|prestation|services|frais|pièces|références|livraisons|travaux|soins|plats|boissons|sortes|types',
  goods:
    'articles|affaires|marchandises|matériel|matériaux|produits|achats|fournitures|équipement|équipements',
  interrogatives: 'que|quoi|quel|quelle|quels|quelles|qui|quand|où|comment|combien|pourquoi',
  relatives: 'qui',
  demonstratives: 'ce|cet|cette|présent|présente',
  firstPerson: 'nous|notre|nos|on|je|j|moi|me|m|mon|ma|mes',
  letsOut: 'donné en location|mis en location|a mis à disposition',
  buyers:
    'payer|paie|paye|supporter|supporte|régler|règle|acheté|achète|commandé|passé la commande|pour qui|à qui|pour quelle|pour quel|à quelle|à quel|acheter|au nom de qui|au nom de quel|au nom de quelle|loué|louée|loués|louées|à quel nom|au nom de quelle société',
  holds: 'avait|avaient|a tenu|tenait|tenaient',
  engages:
    'réservé|réservée|réservés|réservées|réserve|affrété|affrétée|affrétés|affrète|confié|confiée|confiés|confiées|stationne|stationnent|à son équipe|à ses salariés|à son personnel|à ses employés|à ses collaborateurs|pour son équipe|pour ses salariés|pour son personnel|pour ses employés|pour ses collaborateurs|à leur équipe|à leurs salariés|pour leur équipe|pour leurs salariés',
  owns: 'appartient|appartenait|appartiennent|possède|possédait',
  kept: 'entreposé|entreposée|entreposés|stocké|stockée|gardiennage|hivernage|stationné|stationnée|en pension',
  lets: 'fait réparer|fait faire|fait refaire|fait nettoyer|fait installer|fait entretenir|fait poser|fait remplacer|fait changer|fait venir|fait livrer|fait réviser|fait vidanger|fait accorder|fait tailler|fait laver|fait construire|fait peindre|fait imprimer|fait ramoner|fait tondre|fait traduire|fait contrôler|fait vérifier|fait monter|fait couper|fait rénover|fait dépanner|fait élaguer|fait déménager|fait repeindre',
  atWhose: 'chez qui',
  onSite: 'travaux|chantier|installation|rénovation|ménage|nettoyage|intervention',
  boughtFrom: 'chez',
  roles: ['', 'patient|patiente', 'membre|adhérent|adhérente', 'locataire', 'élève', 'abonné|abonnée', ''],
  receives: 'reçoit|reçoivent|recevoir',
  payees:
    "à l'ordre de qui|a l'ordre de qui|bénéficiaire du paiement|bénéficiaire du virement|bénéficiaire du chèque|à qui faut-il payer|à qui doit-on payer|à qui payer|à qui faire le chèque|à qui libeller le chèque|à qui verser le paiement|à qui va le paiement",
  attends: 'intervenu|intervenue|intervenus|intervenues|intervention|sur place',
  performs:
    "effectué|effectuée|effectués|effectuées|réalisé|réalisée|exécuté|exécutée|installé|installée|posé|posée|fait l'installation|fait la pose",
  makers: 'marque|fabricant|fabriqué|fabriquée',
  uses: 'utilisé|utilise|utilisait|couvre|couvert|rembourse|remboursé|assure|prend en charge|pris en charge|repris|reprend',
  insurers: "assureur|assureurs|compagnie d'assurance|compagnie d'assurances|compagnie d assurance|mutuelle",
  works:
    'nous facture|nous a facturé|nous facturent|réparé|réparée|répare|entretenu|entretenue|entretien|travaux|encaisse|encaissé|nous envoie|qui facture|qui nous facture|qui a facturé|qui facturent|nettoie|nettoyé|nettoyée|entretient',
  negations: 'pas|non|et non|et pas|plutôt que',
  or: 'ou',
  and: 'et',
  after: 'après|une fois',
  deductions: 'déduction|remise|réduction|rabais|ristourne|escompte',
  allowances: 'abattement',
  returns: 'retour|retourné',
  spending: 'débité|débitée|prélevé|prélevée',
  costs: 'coûté|coûtent|coûte|coûtaient|coûtait|coûter|coûtés|coûtée|coûtées',
  wholes: 'tout|toute|entier|entière|en tout|au total|ensemble|au final',
  subjects: 'objet|chantier|projet|concerne|dossier|affaire',
  deducted: 'déduit|déduite|déduits|déduites|retranché|retranchée|défalqué|défalquée',
  advances: 'acompte|provision|avance|arrhes|versement|déjà payé|déjà réglé',
  paidSoFar: 'déjà payé|déjà réglé',
  references: 'référence|réf|ref|libellé|communication',
  paying: 'payer|paie|paiement|règlement|régler|virement|virer|verser|versement|payable',
  printedOn: 'sur',
  numberUses:
    'attribué|attribuée|attribue|saisir|comptabiliser|indiquer|mentionner|lire|identifie|reporter|mis|mise|mettre|inscrit',
  schemes: 'ogm|communication structurée|bvr|qr référence',
  registers: 'siren|rcs;siret;ape|naf',
  newWords: 'nouveau|nouvel|nouvelle|nouveaux|nouvelles|neuf|neuve',
  shareWords: 'part|partie',
  costVerbs: 'coûte|coûtent',
  purposes: 'en|pour',
  spans: 'dates|a duré|duré|durait|dure',
  priceWords: 'prix',
  periods: 'mois|période|trimestre|semaine|année|an',
  thisPeriod: 'ce mois ci|ce mois|mois en cours|cette période|période en cours',
  laterDays:
    'réservé|réservée|réserver|réservation|rendez-vous|prochain|prochaine|péremption|périme|périmé|prévu|prévue|planifié|planifiée',
  modifiersAfter: true,
  fees: 'frais|pénalité|pénalités|indemnité|majoration',
  vehicles: 'véhicule|véhicules|camionnette|fourgon|fourgonnette|voiture|camion|remorque',
  tips: 'pourboire',
  machines: 'horodateur|automate|borne de paiement|distributeur automatique',
  receipt: {
    total: 'total|montant|à payer|net à payer',
    tendered: 'espèces|reçu|carte|cb|payé|versé',
    change: 'rendu|monnaie|à rendre',
    notTotal: 'sous total|remise',
  },
  abbreviations:
    'fact=facture|fac=facture|nb=nombre|nbre=nombre|mt=montant|mnt=montant|mont=montant|num=numéro|no=numéro|qte=quantité|réf=référence|ref=référence|cde=commande|cmd=commande|fourn=fournisseur|ech=échéance|éch=échéance',
};
