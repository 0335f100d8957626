import { DictManager } from './dict/DictManager';
import { SYSTEM_DICT } from './dict/dictFields';

/** /dict-horizontal/index — dictionaries and their items side by side. */
export default function DictHorizontalPage() {
  return <DictManager variant={SYSTEM_DICT} layout="horizontal" />;
}
