import { checkPages } from './real-label-pages';

// Pages written as real suppliers print their labels: see real-label-pages.ts for the sources and
// the page format.

const FRENCH = `
# fr fr/com.ldlc.yml | number=FA20118765 date=2019-03-14 amount=120 vat=20 net=100 due=-
N° de facture :   FA20118765
Date de facture :   14/03/2019

Montant HT      100,00
Montant TVA      20,00
Montant TTC     120,00
# fr fr/dolibarr.generique.yml | date=2019-05-03 due=2019-06-02 amount=300 vat=50 net=250
Réf. :   FA1905-0012
Date facturation :   03/05/2019
Date échéance :   02/06/2019

Total HT          250,00
Total TVA 20%      50,00
Total TTC         300,00
# fr fr/fr.edf.pme.yml | date=2018-02-12 amount=96.6 vat=16.1 net=80.5
Facture du 12/02/2018   n° 10045678912

Montant Hors TVA        80,50
Montant TVA (payée sur les débits)     16,10 €
Facture TTC             96,60
# fr fr/fr.free.adsl-fiber.yml | number=845123 date=2020-01-05 due=2020-01-20 amount=29.99 net=24.99
Facture n°845123 du 5 janvier 2020
Date limite de paiement le 20 janvier 2020

Total de la facture HT     24,99
Total à payer TTC*      29,99
# fr fr/fr.bouyguestelecom.mobile.yml | number=30045112 date=2017-09-15 amount=40 vat=6.67 net=33.33
N° de facture :   30045112
Date de facture :   15/09/2017

Montant hors TVA      33,33
Montant de la TVA (20 %)      6,67
Montant total de cette facture      40,00
# fr fr/com.saur.yml | number=4512399 amount=47.48 vat=2.48 net=45
FACTURE N°   4512399
Date : 12/06/2018

HT soumis à TVA :    45,00
TVA 5,5 %     2,48
Total facture TTC     47,48
# fr fr/fr.kubii.yml | number=258741 date=2018-11-21 amount=49.9 vat=8.32 net=41.58
Numéro de facture    Date de facturation
258741               21/11/2018

Total (HT)     41,58 €
Taxe totale     8,32 €
Total      49,90 €
# fr fr/com.rs-online.fr.yml | number=9012345678 date=2019-04-18 due=2019-05-18 amount=252 vat=42 net=210
Numero de Facture    9012345678
Date de Facture    18.04.2019
Date d'échéance    18.05.2019

TOTAL NET H.T.     210,00
TVA 20%    42,00
TOTAL TTC - EUR     252,00
# fr fr/fr.also.yml | number=81234567 amount=600 vat=100 net=500
Numéro de document    81234567
Date   10.10.2019

Prix Total H.T.    500,00
TVA 20,00%    100,00
Montant Total EUR    600,00
# fr fr/fr.fountain.yml | number=F1900045 date=2019-03-12 due=2019-04-11 amount=169.4 vat=29.4 net=140
N° de facture:   F1900045
Date de facturation:   12.03.2019
Date d'échéance:   11.04.2019

Montant total HTVA    140,00
TVA 21%     29,40
Montant total     169,40
# fr fr/fr.futur.yml | number=4411223 date=2019-04-02 amount=69.6 vat=11.6 net=58
N° Facture :   4411223
Date Facture :   02 avr 2019

Total H.T.    58,00
Total T.V.A.    11,60
Total T.T.C. (€)    69,60
# fr fr/fr.napsis.yml | number=FC00452 date=2019-07-03 due=2019-08-02 amount=90 vat=15 net=75
Référence facture :  FC00452
Facture du :  3/07/2019
Date d'échéance :  2/08/2019

TOTAL HT     75,00
TVA 20%     15,00
TOTAL TTC À PAYER     90,00
# fr fr/fr.laposte.boutique.yml | number=1905123 amount=120 vat=20
votre facture N° 1905123 du 31/05/2019

Total brut facture    100,00
TVA 20%    20,00
Montant à payer en Euros     120,00
# fr fr/fr.lecab.yml | number=20190045 date=2019-02-05 amount=27 vat=4.5
Numéro de facture :   20190045
Date de facture : 05/02/2019

TVA à 20%     4,50
Montant total à régler     27,00
# fr fr/fr.finagaz.yml | due=2019-02-14 amount=360 vat=60 net=300
N° 8812345 du 14/01/2019
Date d'échéance :   14/02/2019

Montant Hors Taxe     300,00
TVA 20%     60,00
Montant TTC en notre faveur     360,00
# fr fr/fr.assurance-epargne-pension.yml | amount=1250 vat=-
N° 77452

Soit un net à payer de :    1 250,00
# fr fr/com.google.ie.yml | number=3456-7890-1234 date=2020-01-05 amount=120 vat=20 net=100
Date d'émission :   5 janvier 2020
Numéro de la facture :   3456-7890-1234

Sous-total en EUR :    100,00
TVA (20 %) :    20,00
Montant dû en EUR :    120,00
# fr fr/com.jeanbesson.yml | number=123456 amount=120 vat=20
FACTURE N° 123456
12/06/2019

MONTANT HT APRES MAJORATION :    100.00
TVA 20%    20.00
MONTANT TTC A REGLER EN EUROS    120.00
# fr fr/com.microsoft.ie.yml | number=E0400ABCD date=2019-06-12 amount=12 vat=2 net=10
N° de facture :   E0400ABCD
Date du document :   12/06/2019

Total des frais avant impôt    10,00
TVA    2,00
Total des frais actuels    12,00
# fr fr/com.orange-business.mobile.yml | number=MO12345678 date=2019-06-12 amount=60 vat=10 net=50
n° de facture :   MO12345678
date de facture :   12/06/19

total facture (EUR HT)    50,00
TVA 20%    10,00
somme à payer (EUR TTC)    60,00
# fr be/be.boucherie.pochet.yml | amount=106 vat=6 net=100
FACTURE N° 1234 DU 12/06/2019

HTVA    100,00 EUR
TVA 6%    6,00 EUR
NET A PAYER    106,00 EUR
# fr line-table:ref-column | number=- amount=60 vat=10 net=50
Date : 12/06/2019

Réf.      Désignation        Qté    P.U. HT    Montant HT
AB-123    Widget bleu        2      10,00      20,00
CD-456    Widget rouge       1      30,00      30,00

Total HT     50,00
TVA 20%     10,00
Total TTC     60,00
`;

const DUTCH = `
# nl nl/nl.be.coolblue.yml | number=1234567890 date=2020-01-05 amount=100 vat=17.36 net=82.64 due=-
Factuurnummer:   1234567890
Factuurdatum:   5 januari 2020
Klantnummer:   7654321

Exclusief BTW    € 82,64
BTW 21%    € 17,36
Totaal    € 100,00
# nl nl/nl.makro.json | number=0123/4567 amount=100 vat=17.36 net=82.64
Factuurnummer:   0123/4567
Factuurdatum :   14-05-2019 10:22

Netto totaal:    82.64
BTW:    17.36
Te betalen    100.00
# nl nl/nl.tuynder.yml | number=TU12345 amount=60.5 vat=10.5 net=50
Factuur nummer   TU12345
Factuur datum   12-03-19

Totaal EUR excl. btw    50,00
BTW 21%    10,50
Totaal EUR incl. btw    60,50
# nl nl/nl.anwb.yml | date=2019-06-03 amount=89
kenmerk   123456789
datum   3 juni 2019

Factuurbedrag   89,00
bedrag te voldoen:   € 89,00
# nl nl/nl.farnell.yml | number=5123456 date=2019-05-14 due=2019-06-13 amount=121 vat=21 net=100
Factuur-Nr.   5123456
Factuurdatum   14 mei 2019
Niet Later Dan:   13 juni 2019

Subtotaal    100.00
BTW    21.00
Eindtotaal EUR    121.00
# nl nl/nl.weid.yml | number=20190123 date=2019-06-01 amount=121 vat=21 net=100
Factuurnummer :   20190123
Factuurdatum :   01/06/2019

Totaalbedrag excl. BTW    100,00
Totaal BTW-bedrag    21,00
Totaal te incasseren    121,00
# nl nl/nl.goos.yml | number=F12345 amount=121 net=100
Faktuurnummer :   F12345
12-06-2019

Totaal goederenbedrag : Eur    100,00
21% over Eur 100,00  :  Eur    21,00
TOTAAL : Eur    121,00
# nl be/be.copaco.yml | number=9012345 date=2019-06-12 due=2019-07-12 amount=121 vat=21 net=100
Factuurnummer :   9012345
Factuurdatum :   12.06.2019
Vervaldatum :   12.07.2019

Nettobedrag    100,00
BTW 21%    21,00
Totaalbedrag    121,00
# nl be/be.alternate-business.yml | number=1234567 amount=121 net=100
Factuur-nr.   1234567 / 12.06.2019

Netto-som    100,00
BTW 21%    21,00
Factuureindbedrag in EUR    121,00
# nl be/be.lampiris.factuur.yml | number=E19/1234567 date=2019-06-12 amount=121
Factuurnummer   E19/1234567
Factuurdatum   12/06/2019

Bedrag incl. btw :   121,00
# nl nl/nl.begra.yml | number=F-2019-0042 date=2019-06-05 amount=121 vat=21 net=100
Factuurnr.   F-2019-0042
Factuurdatum   5. juni 2019

Totaal EUR excl. btw    100,00
BTW    21,00
Totaal EUR incl. btw    121,00
# nl nl/nl.zinkunie.yml | number=123456 date=2019-06-04 amount=121 vat=21
Factuurnummer :   123456
Factuurdatum :   4-6-2019

B.T.W.    21,00
Totaal EURO :    121,00
# nl nl/nl.koffiehenk.yml | number=12345678 date=2019-06-12 amount=109 vat=9 net=100
Factuurnummer:   12345678
datum   12 juni 2019

Eindtotaal (excl. BTW):    € 100,00
BTW 9%    € 9,00
Eindtotaal (incl. BTW):    € 109,00
# nl nl/nl.shell_nederland.yml | date=2019-06-12 amount=50
12-06-2019   14:22:01

POMP 4 Euro 95    € 50,00
TOTAAL    € 50,00
Maestro    € 50,00

BTW type  21,00  € 41,32  € 8,68
# nl nl/nl.buijtendijk.yml | amount=121 vat=21 net=100
Debiteur   Factuurnr   Datum
12345   901234   12-06-2019

Totaalbedrag Excl.    100,00
BTW 21%    21,00
Totaalbedrag Incl.    121,00
# nl nl/nl.ipparking.paleiskwartier.yml | number=123456
Kwitantienummer:   123456

BTW:    0,43
Betaald:    2,50
`;

checkPages('French and Belgian', FRENCH);
checkPages('Dutch and Flemish', DUTCH);
