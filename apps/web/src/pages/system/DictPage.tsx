import { DictManager } from './dict/DictManager';
import { SYSTEM_DICT } from './dict/dictFields';

/** /system/dict — system dictionaries; items open in a dialog. */
export default function DictPage() {
  return <DictManager variant={SYSTEM_DICT} layout="dialog" />;
}
