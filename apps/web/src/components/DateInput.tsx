import { DatePicker, TimePicker } from 'antd';
import dayjs from 'dayjs';

export type DateKind = 'date' | 'datetime' | 'time';

export const DATE_FORMATS: Record<DateKind, string> = {
  date: 'YYYY-MM-DD',
  datetime: 'YYYY-MM-DD HH:mm:ss',
  time: 'HH:mm:ss',
};

type Props = {
  kind: DateKind;
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
  autoFocus?: boolean;
  id?: string;
  placeholder?: string;
};

/** Date/time pickers whose value is the wire string, not a dayjs object. */
export function DateInput({ kind, value, onChange, ...rest }: Props) {
  const format = DATE_FORMATS[kind];
  const parsed = value ? dayjs(value, kind === 'time' ? format : undefined) : null;
  const emit = (d: dayjs.Dayjs | null) => onChange?.(d ? d.format(format) : null);
  if (kind === 'time') {
    return <TimePicker value={parsed} format={format} onChange={emit} style={{ width: '100%' }} {...rest} />;
  }
  return (
    <DatePicker
      value={parsed}
      format={format}
      showTime={kind === 'datetime'}
      onChange={emit}
      style={{ width: '100%' }}
      {...rest}
    />
  );
}
