import type { Plugin } from 'vite';

/**
 * Lines of react-admin that axe finds serious faults in, mended as the bundle is built (docs/client.md#accessibility).
 * A change of react-admin that moves these lines fails the build here, so that the fix is looked at again rather
 * than lost.
 */
const fixes: { file: RegExp; why: string; replace: [from: string, to: string][] }[] = [
  {
    file: /ra-ui-materialui\/dist\/preferences\/FieldToggle\.js$/,
    why: "The column chooser's columns are options holding a switch, in a menu: a control inside a control, an option outside a listbox. Built as a plain list of labelled switches instead, which keyboards and screen readers reach one by one.",
    replace: [['role: "option", ', '']],
  },
  {
    file: /ra-ui-materialui\/dist\/list\/datatable\/ColumnsSelector\.js$/,
    why: 'The same chooser: its list is a plain list, not a menu.',
    replace: [
      ['React.createElement(MenuList, { sx: { pt: 0 } }', 'React.createElement(List, { sx: { pt: 0 } }'],
      ["import { Box, InputAdornment, MenuList } from '@mui/material';", "import { Box, InputAdornment, List } from '@mui/material';"],
    ],
  },
  {
    file: /ra-ui-materialui\/dist\/list\/filter\/FilterListItem\.js$/,
    why: "The button that clears a chosen filter value shows only a cross: it is named as react-admin's own messages name it.",
    replace: [
      [
        'secondaryAction: isSelected ? (React.createElement(IconButton, { size: "small", onClick:',
        'secondaryAction: isSelected ? (React.createElement(IconButton, { size: "small", "aria-label": translate("ra.action.remove_filter"), onClick:',
      ],
    ],
  },
  {
    file: /ra-ui-materialui\/dist\/list\/filter\/SavedQueriesList\.js$/,
    why: "The saved queries' save, remove or help icon sits in their list's <ul> beside its items: it gets an item of its own.",
    replace: [
      [
        'React.createElement(Root, { label: "ra.saved_queries.label", icon: icon },\n        hasSavedCurrentFilterValue ?',
        'React.createElement(Root, { label: "ra.saved_queries.label", icon: icon },\n        React.createElement("li", { style: { listStyle: "none" } }, hasSavedCurrentFilterValue ?',
      ],
      ['React.createElement(HelpIcon, null))),', 'React.createElement(HelpIcon, null)))),'],
    ],
  },
];

export function reactAdminAccessibility(): Plugin {
  return {
    name: 'react-admin-accessibility',
    enforce: 'pre',
    transform(code, id) {
      const fix = fixes.find(({ file }) => file.test(id.replaceAll('\\', '/')));
      if (!fix) return undefined;
      let fixed = code;
      for (const [from, to] of fix.replace) {
        if (!fixed.includes(from)) throw new Error(`react-admin changed ${id}: '${from}' is gone. It mended this: ${fix.why}`);
        fixed = fixed.replace(from, to);
      }
      return { code: fixed, map: null };
    },
  };
}
