// Story tests in Chromium: a play function's findBy and waitFor wait for what it asserts until it shows; a busy
// machine can take several seconds to render what takes milliseconds alone (the default gives up after one).
import { configure } from 'storybook/test';

configure({ asyncUtilTimeout: 10_000 });
