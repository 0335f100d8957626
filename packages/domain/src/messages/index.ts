export { EN_US } from './en-US';
export { bilingualPairs, type Catalogue, createTranslator, placeholders, type Translate } from './translate';
