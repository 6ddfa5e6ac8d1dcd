// The Redis-free build of Bottleneck that @octokit/plugin-throttling itself loads; same API.
declare module 'bottleneck/light.js' {
  import Bottleneck from 'bottleneck';
  export default Bottleneck;
}
