// The app's strings (decision 0444): every file the bundle gathers is typed by exactly one
// feature's strings.ts, under the namespace the bundle gives it; English has Hungarian's keys; no
// app namespace overwrites one of the first chunk; and the layout's chunk holds the layout's files
// and the pages' chunk every other one (decision 0461).
import { describe, expect, it } from 'vitest';
import { layoutStringFiles, namespaceOf } from './app-bundles';
import { appEn } from './app-en';
import { appEnPages } from './app-en-pages';
import { appHu as appHuLayout } from './app-hu';
import { appHuPages } from './app-hu-pages';
import { hu } from './index';

const appHu = { ...appHuLayout, ...appHuPages };
const appEnAll = { ...appEn, ...appEnPages };

const declarationFiles = import.meta.glob<string>('../features/*/strings.ts', { eager: true, query: '?raw', import: 'default' });

const keys = (value: unknown, prefix = ''): string[] => (typeof value === 'object' && value !== null ? Object.entries(value).flatMap(([key, child]) => keys(child, `${prefix}${key}.`)) : [prefix.slice(0, -1)]);

interface Declaration {
  feature: string;
  namespace: string;
  problems: string[];
}

/** The namespaces a strings.ts declares, each with what is wrong with it. */
function declarationsOf(file: string, source: string): Declaration[] {
  const feature = file.split('/')[2]!;
  const imported = new Map([...source.matchAll(/import type (\w+) from '@client\/locales\/(hu|en)\/([\w-]+)\.json'/g)].map(([, name, lang, json]) => [name!, { lang, json }]));
  return [...source.matchAll(/(\w+): Strings<typeof (\w+), typeof (\w+)>/g)].map(([, namespace, huName, enName]) => {
    const huFile = imported.get(huName!);
    const enFile = imported.get(enName!);
    const problems: string[] = [];
    if (huFile?.lang !== 'hu' || enFile?.lang !== 'en' || huFile.json !== enFile.json) problems.push(`${feature}: ${namespace} must pair hu/<name>.json with en/<name>.json`);
    else if (namespaceOf(huFile.json!) !== namespace) problems.push(`${feature}: ${huFile.json}.json is gathered as ${namespaceOf(huFile.json!)}, not ${namespace}`);
    return { feature, namespace: namespace!, problems };
  });
}

describe("the app's strings bundle", () => {
  const declarations = Object.entries(declarationFiles).flatMap(([file, source]) => declarationsOf(file, source));

  it("types every gathered file in one feature's strings.ts, under the bundle's namespace", () => {
    expect(declarations.flatMap((d) => d.problems)).toEqual([]);
    const namespaces = declarations.map((d) => d.namespace);
    expect(namespaces.filter((n, i) => namespaces.indexOf(n) !== i)).toEqual([]);
    expect(namespaces.sort()).toEqual(Object.keys(appHu).sort());
  });

  it('has every Hungarian key in English and no other', () => {
    expect(Object.keys(appEnAll).sort()).toEqual(Object.keys(appHu).sort());
    for (const [namespace, strings] of Object.entries(appHu)) expect(keys(appEnAll[namespace]).sort(), namespace).toEqual(keys(strings).sort());
  });

  it("puts the layout's files in the layout's chunk and every other file in the pages' chunk, in both languages", () => {
    const layout = layoutStringFiles.map((file) => namespaceOf(file)).sort();
    expect(Object.keys(appHuLayout).sort()).toEqual(layout);
    expect(Object.keys(appEn).sort()).toEqual(layout);
    expect(Object.keys(appHuPages).filter((namespace) => layout.includes(namespace))).toEqual([]);
    expect(Object.keys(appEnPages).sort()).toEqual(Object.keys(appHuPages).sort());
  });

  it("overwrites none of the first chunk's namespaces", () => {
    const firstChunk = new Set([...Object.keys(hu), 'apiErrors', 'zodMessages']);
    expect(Object.keys(appHu).filter((namespace) => firstChunk.has(namespace))).toEqual([]);
  });

  it('finds a declaration naming the wrong namespace or pairing two files', () => {
    const source = `import type en from '@client/locales/en/time-tracking.json';
import type hu from '@client/locales/hu/time-tracking.json';
import type enHelp from '@client/locales/en/help.json';
declare module '@client/locales' {
  interface AppStrings {
    time: Strings<typeof hu, typeof en>;
    help: Strings<typeof hu, typeof enHelp>;
  }
}`;
    expect(declarationsOf('../features/x/strings.ts', source).flatMap((d) => d.problems)).toEqual(['x: time-tracking.json is gathered as timeTracking, not time', 'x: help must pair hu/<name>.json with en/<name>.json']);
  });
});
