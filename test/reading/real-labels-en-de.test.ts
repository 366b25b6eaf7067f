import { checkPages } from './real-label-pages';

// Pages written as real suppliers print their labels: see real-label-pages.ts for the sources and
// the page format.

const ENGLISH = `
# en com/com.hetzner.yml | number=R0001234567 date=2019-02-01 amount=11.9 vat=1.9 net=10 due=-
Invoice no.: R0001234567
Invoice date: 01.02.2019

Subtotal (excl. VAT)    € 10.00
VAT 19%    € 1.90
Amount due:    € 11.90
# en com/com.vultr.yml | number=12345678 date=2019-06-01 due=2019-06-15 amount=10.83 net=10
Invoice Number: 12345678
Invoice Date: 2019-06-01
Please Pay By: June 15, 2019

Sub Total:    $10.00
Tax (8.25%):    $0.83
Total (incl. tax):    $10.83
# en com/com.nyse.yml | number=NY12345 date=2019-03-27 amount=900
Invoice No:   NY12345
Invoice Date:   03/27/2019

Sub Total :    $900.00
Invoice Amount:    $900.00
# en com/com.tmx.yml | number=TSX12345 date=2019-06-12 amount=1000 net=1000
Invoice Number   TSX12345
Invoice Date   12 Jun 2019

Pre-Tax Total    1,000.00
Total Amount Due USD    $1,000.00
# en fr/net.scaleway.yml | due=2019-06-15 amount=12 vat=2 net=10
Due date: June 15, 2019

Untaxed total    €10.00
Total taxes    €2.00
Total due    €12.00
# en be/be.edpnet.yml | date=2019-06-12 due=2019-06-26 amount=36.3 vat=6.3 net=30
Invoice date:   12 June 2019
payment before   26 June 2019

Amount (VAT excl.)    € 30,00
VAT 21%    € 6,30
Total amount to be paid    € 36,30
# en au/au.com.telstra.yml | amount=100 vat=9.09
Bill number   N 123 456 789-0

GST included in new charges   $9.09
Total   $100.00
# en com/com.amazon.aws.yml | number=123456789 date=2014-08-03 amount=4.11
Invoice Number:   123456789
Invoice Date:   August 3 , 2014

TOTAL AMOUNT DUE ON August 3 , 2014    $4.11
# en com/com.oyo.invoice.yml | date=2017-12-31 amount=1939
Date: 31/12/2017
Booking ID   IBZY2087

Grand Total   Rs 1939
# en india:gst-cgst-sgst | number=INV/2019-20/045 date=2019-06-12 amount=1180 vat=180 net=1000
Invoice No.   INV/2019-20/045
Invoice Date   12-06-2019

Taxable Value    1,000.00
CGST @ 9%    90.00
SGST @ 9%    90.00
Total Invoice Value    1,180.00
# en india:gst-igst | number=TI-0042 amount=2360 vat=360 net=2000
Invoice No:   TI-0042

Taxable Amount    2,000.00
IGST 18%    360.00
Grand Total    Rs 2,360.00
# en be/be.accor.invest.novotel.yml | number=123456 amount=112
Invoice Number   123456

VAT  12.00    100.00    12.00
Total to be paid    112.00
# en india:tally | number=ST/19-20/118 date=2019-06-12 amount=6750 vat=1029.66
Invoice No.   ST/19-20/118
Dated   12-Jun-19

Buyer (Bill to)
SRI GANESH HARDWARE STORES
RAJGANJ BAZAR

Description of Goods        HSN/SAC     Quantity    Rate    per    Amount
750 Ltr. 3 Layer Tank        39251000    1,500.00    3.81    Ltr    5,720.34

IGST OUTPUT    1,029.66
Total    6,750.00
Amount Chargeable (in words)
INR Six Thousand Seven Hundred Fifty Only
# en paid:atlassian | amount=0
Invoice Total:    USD 47.90
Total Paid:    USD 47.90
Amount Now Due:    USD 0.00
# en pl:fakturaxl | number=FS/22/09/51 date=2022-09-27 amount=390
VAT Invoice no. FS/22/09/51
Date of issue: 2022-09-27

Total    390.00 EUR
`;

const GERMAN = `
# de com/com.twitter.de.yml | number=1234567 date=2019-03-12 amount=119 vat=19 net=100
Rechnungs-ID   1234567
Ausstellungsdatum   12. März 2019

Gesamtsumme ohne USt   100,00
USt-Betrag   19,00
Gesamtsumme mit USt   119,00
# de de/de.hosteurope.yml | date=2019-06-12 amount=11.9 vat=1.9 net=10
Datum   12.06.2019

Endpreis Netto   10,00
MwSt. 19%   1,90
Endpreis Brutto   11,90
# de de/de.notebooksbilligerBillPay.yml | number=RE123456 date=2019-06-12 amount=499
RE-Nummer   RE123456
Rechnungs- + Lieferdatum   12.06.2019

Endsumme:   499.00
# de de/de.ovh.yml | amount=11.9 vat=1.9 net=10
Datum:   12-06-2019

Gesamtbetrag exkl. MwSt   10.00
MwSt 19%   1.90
Gesamtbetrag inkl. MwSt   11.90
# de de/de.amazon.yml | number=DE19-12345 date=2019-05-07 amount=100 vat=15.97 net=84.03
Rechnungsnr. DE19-12345
Lieferdatum/Rechnungsdatum   7. Mai 2019

Zwischensumme   84,03
USt. 19%   15,97
Gesamtpreis   EUR 100,00
# de paid:indeed | amount=0
Gesamtbetrag:   80,65 EUR
BEZAHLTE RECHNUNG
Ausstehender Betrag:   0,00 EUR
`;

checkPages('English (US, UK, EU, Australian, Indian)', ENGLISH);
checkPages('German', GERMAN);
