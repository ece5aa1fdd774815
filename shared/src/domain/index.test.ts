import { describe, expect, it } from 'vitest';
import * as brands from './brands';
import * as locations from './locations';
import * as options from './options';
import * as auth from './auth';
import * as packages from './packages';
import * as format from './format';
import * as listingQuery from '../listing/listing-query';
import * as searchParams from '../listing/search-params';
import * as listingRules from '../listing/listing-rules';
import * as index from './index';

describe('@carmarket/shared/domain entry', () => {
  it('re-exports every value of every domain and listing module', () => {
    const modules = [brands, locations, options, auth, packages, format, listingQuery, searchParams, listingRules];
    const missing = modules.flatMap((m) => Object.keys(m).filter((name) => !(name in index)));
    expect(missing).toEqual([]);
  });
});
