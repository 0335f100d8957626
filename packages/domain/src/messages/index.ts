export { EN_US } from './en-US/index';
export { bilingualPairs, type Catalogue, createTranslator, placeholders, type Translate } from './translate';
