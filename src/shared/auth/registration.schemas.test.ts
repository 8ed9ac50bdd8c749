import { describe, expect, it } from 'vitest';
import { registrationSchema, validateRegistrationStep } from './registration.schemas';

const basic = { email: 'a@example.hu', password: 'Jo-Jelszo-1', confirmPassword: 'Jo-Jelszo-1', userType: 'lawyer' };

describe('validateRegistrationStep', () => {
  it('step 1: shows the mismatch even while other fields are still wrong', () => {
    expect(validateRegistrationStep(1, { ...basic, email: '', confirmPassword: 'mas' })).toEqual({
      email: 'Email cím kötelező',
      confirmPassword: 'A jelszavak nem egyeznek',
    });
    expect(validateRegistrationStep(1, basic)).toEqual({});
  });

  it('step 2: firm name for lawyers, company name for customers, lawyer reference when asked', () => {
    expect(validateRegistrationStep(2, { userType: 'lawyer', fullName: 'Teszt Elek' })).toEqual({ firmName: 'Az iroda neve kötelező ügyvédek számára' });
    expect(validateRegistrationStep(2, { userType: 'customer', fullName: 'Teszt Elek', hasExistingLawyer: true })).toEqual({
      companyName: 'A cégnév kötelező ügyfelek számára',
      lawyerEmailOrCode: 'Add meg az ügyvéded emailcímét vagy a meghívókódot',
    });
    expect(validateRegistrationStep(2, { userType: 'customer', fullName: 'Teszt Elek', companyName: 'Kft' })).toEqual({});
  });

  it('step 3: both consents', () => {
    expect(validateRegistrationStep(3, {})).toEqual({
      acceptTerms: 'Az általános szerződési feltételek elfogadása kötelező',
      acceptPrivacy: 'Az adatvédelmi tájékoztató elfogadása kötelező',
    });
    expect(validateRegistrationStep(3, { acceptTerms: true, acceptPrivacy: true })).toEqual({});
  });
});

describe('registrationSchema', () => {
  it('defaults the optional fields and keeps the consents', () => {
    const parsed = registrationSchema.parse({ ...basic, fullName: 'Teszt Elek', firmName: 'Iroda', acceptTerms: true, acceptPrivacy: true });
    expect(parsed).toMatchObject({ preferredContactMethod: 'email', specialties: [], hasExistingLawyer: false, marketingConsent: false });
  });

  it('refuses unknown specialties and firm sizes', () => {
    const r = registrationSchema.safeParse({ ...basic, fullName: 'Teszt Elek', firmName: 'Iroda', acceptTerms: true, acceptPrivacy: true, specialties: ['astrology'], firmSize: '1000' });
    expect(r.success).toBe(false);
  });
});
