// A definition's {hu, en} text in the UI language (English falls back to Hungarian when empty).
import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '@shared/modules/registry';

export function useLocalized(): (text: LocalizedText) => string {
  const { i18n } = useTranslation();
  return (text) => (i18n.language === 'en' && text.en.trim() ? text.en : text.hu);
}
