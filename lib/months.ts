/**
 * English month abbreviations as en-US and en-IN print them ("Sep", not "Sept"), for dates the
 * site writes out itself instead of asking Intl (blog dates, the contact message's IST time).
 */
export const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
