// The router's address made visible to a test: pages that keep their filters, sort or view in the
// address (decisions 0502, 0508, 0511) are checked by what they wrote there.
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';

/** Render inside the router beside the page: shows the current `?query`. */
export function AddressProbe() {
  return <output data-testid="address">{useLocation().search}</output>;
}

/** The probe's element (its text is the address's `?query`, '' without one). */
export const shownAddress = (): HTMLElement => screen.getByTestId('address');

/** The probe's address as parameters. */
export const shownParams = (): URLSearchParams => new URLSearchParams(shownAddress().textContent ?? '');
