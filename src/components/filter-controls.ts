// The look of a search page's filter bar: its boxes and selects, their labels, its text buttons.
export const filterControl = "rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-900";
export const filterLabel = "block text-xs font-medium text-slate-700 dark:text-slate-300";
export const filterTextButton = "rounded-md px-2 py-1.5 text-sm text-blue-800 hover:bg-slate-100 hover:underline dark:text-blue-300 dark:hover:bg-slate-800";
