import { da } from './da';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { nl } from './nl';
import { no } from './no';
import type { LanguagePack } from './pack';
import { sv } from './sv';

/** Every language Kontera reads. A new language is one more pack here. */
export const PACKS: LanguagePack[] = [en, da, sv, no, nl, de, fr];
