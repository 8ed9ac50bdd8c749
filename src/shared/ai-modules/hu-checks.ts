// The checksum validators of src/shared/hu as the masker's IdentifierChecks (decision 0163):
// a look-alike that fails its check digit is not labelled TAJ, adóazonosító jel, adószám or GIRO.
import { validateGiroAccount } from '../hu/bank-account';
import { validateEuVatNumber } from '../hu/eu-vat';
import { validateTaj } from '../hu/taj';
import { validateTaxId } from '../hu/tax-id';
import { validateTaxNumber } from '../hu/tax-number';
import type { IdentifierChecks } from './masking';

export const HU_IDENTIFIER_CHECKS: Readonly<IdentifierChecks> = Object.freeze({
  taj: (digits: string) => validateTaj(digits).ok,
  taxId: (digits: string) => validateTaxId(digits).ok,
  // "HU12345678" is the community VAT number, "12345678-1-12" the adószám.
  taxNumber: (value: string) => (/^hu/i.test(value) ? validateEuVatNumber(value) : validateTaxNumber(value)).ok,
  giro: (value: string) => validateGiroAccount(value).ok,
});
