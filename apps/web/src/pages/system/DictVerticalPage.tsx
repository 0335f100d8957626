import { DictManager } from './dict/DictManager';
import { SYSTEM_DICT } from './dict/dictFields';

/** /dict-vertical/index — dictionaries above their items. */
export default function DictVerticalPage() {
  return <DictManager variant={SYSTEM_DICT} layout="vertical" />;
}
