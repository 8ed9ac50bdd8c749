// Query keys of the module factory (designer) and of a factory module's records.
const factory = ['module-factory'] as const;
export const factoryKeys = {
  all: factory,
  designs: [...factory, 'designs'] as const,
  module: (key: string) => [...factory, 'module', key] as const,
  records: (key: string) => [...factory, 'module', key, 'records'] as const,
  recordPage: (key: string, offset: number) => [...factory, 'module', key, 'records', 'page', offset] as const,
  record: (key: string, id: string) => [...factory, 'module', key, 'records', 'one', id] as const,
  contactOptions: [...factory, 'contact-options'] as const,
  matterOptions: [...factory, 'matter-options'] as const,
};
