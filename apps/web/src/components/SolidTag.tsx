import { Tag, type TagProps } from 'antd';
import { textOn } from '@/theme/contrast';

/**
 * A tag filled with a given colour (a level's hex): antd's default for a custom colour is a pale
 * tint with the colour as text, unreadable for orange and yellow; here the colour fills the tag and
 * the text is white or black, whichever reads at 4.5:1 on it.
 */
export function SolidTag({ color, style, ...rest }: Omit<TagProps, 'color' | 'variant'> & { color: string }) {
  return <Tag {...rest} variant="solid" color={color} style={{ color: textOn(color), ...style }} />;
}
