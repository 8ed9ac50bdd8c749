// A factory module's record page, a failed load: a record the firm does not have says so (the record,
// not the module: the module's definition loaded) under the module's name with the way back to its
// list and no retry; a failure that could pass offers the retry.
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { companyRecordsModule } from '@shared/module-factory/fixtures';
import { loadAppLocales } from '@client/lib/app-locales';
import { json } from '@client/test/form-api-mock';
import { expectMissingObject, expectRetryableFailure, notFoundAnswer, renderObjectPage, serverFaultAnswer } from '@client/test/object-page-failures';
import { FactoryModulePage } from './module-page';

beforeAll(() => loadAppLocales());
afterEach(() => vi.restoreAllMocks());

const theModule = (url: string) => (url === '/api/m/cegiratok' ? json(200, { key: 'cegiratok', version: 1, definition: companyRecordsModule }) : undefined);
const renderRecord = (answer: () => Response) => renderObjectPage(<FactoryModulePage moduleKey="cegiratok" view={{ kind: 'record', id: 'r-9' }} />, '/api/m/cegiratok/records/r-9', answer, theModule);
const back = { name: 'Vissza: Cégiratok nyilvántartása', href: '/app/modulok/cegiratok' };

describe('FactoryModulePage, a record that does not load', () => {
  it('a record that does not exist: the module as heading, "not found", the way back and no retry', async () => {
    renderRecord(notFoundAnswer);
    await expectMissingObject({ heading: 'Cégiratok nyilvántartása', sentence: 'Ez a rekord nem található.', back });
    expect(screen.queryByText('A modul nem található')).not.toBeInTheDocument();
  });

  it('a server fault: "Hiba történt" with the retry and the way back', async () => {
    renderRecord(serverFaultAnswer);
    await expectRetryableFailure({ back });
  });
});
