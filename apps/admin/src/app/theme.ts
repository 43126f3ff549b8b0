import type { ThemeConfig } from 'antd';

/**
 * The console's antd theme. Every colour text is drawn in reads at WCAG AA (4.5:1) on white and on
 * antd's light fills (docs/accessibility.md): antd's defaults for secondary texts (menu group titles,
 * descriptions, table sorters, empty states: 45 % black, 2.8:1) and for errors (#ff4d4f, 3.6:1) do not.
 */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#c8102e',
    borderRadius: 6,
    // 60 % black: 5.7:1 on white, 5.2:1 on #fafafa.
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    colorError: '#cf1322',
    colorWarning: '#ad4e00',
    colorSuccess: '#237804',
    colorInfo: '#0958d9',
    // Tags draw their text in the palette's 7th shade on its 1st: one shade darker where the 7th is under 4.5:1.
    green7: '#237804',
    orange7: '#ad4e00',
    gold7: '#ad6800',
    volcano7: '#ad2102',
  },
  components: {
    // A table's "no data" is text, not a disabled control.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' },
  },
};
