// Tag forms the v2 listing leaves out unless asked for (tags.proto ListTagsRequest:
// include_epochs, include_dates, include_referrers): package epochs `*-r[0-9]+`, dates
// `*-20yymmdd` and referrers `sha256-*`. Such a tag is found by the `name` filter, never in the
// default listing. Pure.

const EPOCH = /-r[0-9]+$/;
const DATE = /-20[0-9]{6}$/;
const REFERRER = /^sha256-/;

/** Whether the default tag listing holds a tag of this name. */
export function listedByDefault(name: string): boolean {
  return !EPOCH.test(name) && !DATE.test(name) && !REFERRER.test(name);
}
