import type { FastifyBaseLogger } from 'fastify';
import { otaChannels, type OtaType } from '@common/ota/channels';
import type { BrowserConfig } from '../../../config';
import { startEgressProxy, type EgressProxy } from './egress-proxy';
import { hostMappingsFrom, type HostMappings } from './host-mappings';

/**
 * One egress proxy per channel, started with its first session and kept until the remote browser closes (a
 * browser started again after a crash uses the same ones), so each context's proxy knows exactly its channel's
 * hosts; and one browser-wide proxy that refuses everything, given to Chromium at launch, for whatever a
 * context's own proxy would not carry.
 */
export class EgressProxies {
  private readonly started = new Map<OtaType | 'browser', Promise<EgressProxy>>();
  /** The operator's --host-resolver-rules, the same for every proxy. */
  private readonly mappings: HostMappings;

  constructor(
    private readonly config: BrowserConfig,
    private readonly log: FastifyBaseLogger,
  ) {
    this.mappings = hostMappingsFrom(config.extraArgs);
  }

  /** The proxy URL for a context of this channel. */
  async forChannel(otaType: OtaType): Promise<string> {
    return (await this.start(otaType, otaChannels[otaType].allowedHosts)).url;
  }

  /** The proxy URL given to Chromium at launch (--proxy-server). */
  async browserWide(): Promise<string> {
    return (await this.start('browser', [])).url;
  }

  async close(): Promise<void> {
    const proxies = [...this.started.values()];
    this.started.clear();
    await Promise.all(proxies.map(async (proxy) => (await proxy.catch(() => undefined))?.close()));
  }

  private start(key: OtaType | 'browser', allowedHosts: readonly string[]): Promise<EgressProxy> {
    let proxy = this.started.get(key);
    if (!proxy) {
      proxy = startEgressProxy({
        allowedHosts,
        mappings: this.mappings,
        host: this.config.proxyHost,
        log: this.log,
      });
      this.started.set(key, proxy);
      // A proxy that could not start is not remembered: the next session tries again.
      proxy.catch(() => {
        if (this.started.get(key) === proxy) this.started.delete(key);
      });
    }
    return proxy;
  }
}
