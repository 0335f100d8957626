import { DictManager } from './dict/DictManager';
import { BUSINESS_DICT } from './dict/dictFields';

/** /system/dictBiz — per-tenant business dictionaries (the variant without sealing, sort hidden). */
export default function DictBizPage() {
  return <DictManager variant={BUSINESS_DICT} layout="dialog" />;
}
