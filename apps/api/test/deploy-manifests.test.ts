import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiRoutes } from '@markwise/contract';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Secret, Service } from 'kubernetes-models/v1';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { ConfigSchema, parseConfig } from '../src/config/config.schema.js';

const REPO = fileURLToPath(new URL('../../..', import.meta.url));
const API_SRC = join(REPO, 'apps/api/src');

const SETTINGS = new Set(Object.keys(ConfigSchema.shape));
const PROBE_PATHS = new Set(Object.values(apiRoutes.health).map((path) => `/api${path}`));

/** A setting unknown to the config schema: a typo, or one the app would silently ignore. */
const unknownSettings = (names: string[]) => names.filter((name) => !SETTINGS.has(name));

/** The image's commands: /usr/local/bin/<name> wrappers in the Dockerfile, and what they run. */
function imageCommands(): Map<string, string> {
  const dockerfile = readFileSync(join(REPO, 'Dockerfile'), 'utf8');
  const commands = new Map<string, string>();
  for (const match of dockerfile.matchAll(
    /exec node (?:--[\w-]+ )*\/app\/api\/(dist\/[\w/-]+\.js)[^']*' > \/usr\/local\/bin\/([\w-]+)/g,
  )) {
    commands.set(match[2]!, match[1]!);
  }
  return commands;
}

/** dist/<path>.js is built from src/<path>.ts (tsconfig.build.json: rootDir src, outDir dist). */
const sourceOf = (distPath: string) =>
  join(API_SRC, distPath.replace(/^dist\//, '').replace(/\.js$/, '.ts'));

const KUBECTL = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' }).status === 0;

type Container = {
  name: string;
  command?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: { name: string; value?: string }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
};
type Probe = {
  httpGet?: { path: string; port: string | number };
  periodSeconds?: number;
  failureThreshold?: number;
};
type Manifest = {
  apiVersion: string;
  kind: string;
  metadata: { name: string };
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  spec?: {
    template?: {
      spec: { terminationGracePeriodSeconds?: number; containers: Container[] };
    };
  };
};

const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
};

/**
 * The Kubernetes manifests (rendered by `kubectl kustomize`, each object checked against the
 * Kubernetes schema offline) and docker-compose.yml agree with the app: settings it parses,
 * probe paths it serves, commands the image has, grace periods longer than a shutdown takes.
 */
describe('deployment manifests', () => {
  describe.skipIf(!KUBECTL && !process.env.CI)('Kubernetes (kustomize)', () => {
    const rendered = spawnSync('kubectl', ['kustomize', join(REPO, 'deploy/kubernetes')], {
      encoding: 'utf8',
    });
    const objects = () => {
      expect(rendered.status, rendered.stderr).toBe(0);
      return parseAllDocuments(rendered.stdout).map((document) => document.toJS() as Manifest);
    };
    const byKind = (kind: string) => objects().filter((object) => object.kind === kind);
    const deployment = (name: string) =>
      byKind('Deployment').find((object) => object.metadata.name === name)!;
    const settings = () => {
      const [configMap] = byKind('ConfigMap');
      const [secret] = byKind('Secret');
      return { ...configMap!.data, ...secret!.stringData };
    };

    it('renders every object the deployment needs, each valid against its Kubernetes schema', () => {
      const kinds = objects().map((object) => `${object.kind}/${object.metadata.name}`);
      expect(kinds.sort()).toEqual(
        [
          'ConfigMap/markwise-config',
          'Deployment/markwise-api',
          'Deployment/markwise-worker',
          'HorizontalPodAutoscaler/markwise-api',
          'Ingress/markwise',
          'Job/markwise-migrate',
          'PodDisruptionBudget/markwise-api',
          'PodDisruptionBudget/markwise-worker',
          'Secret/markwise-secrets',
          'Service/markwise-api',
        ].sort(),
      );
      for (const object of objects()) {
        const Model = MODELS[`${object.apiVersion}/${object.kind}`];
        expect(Model, `${object.apiVersion} ${object.kind}`).toBeDefined();
        expect(() => new Model!(object as never).validate(), object.metadata.name).not.toThrow();
      }
    });

    it('sets only settings the app parses, with values it accepts', () => {
      const env = settings();
      const containerEnv = objects().flatMap((object) =>
        (object.spec?.template?.spec.containers ?? []).flatMap((c) => c.env ?? []),
      );
      expect(unknownSettings([...Object.keys(env), ...containerEnv.map((e) => e.name)])).toEqual(
        [],
      );
      expect(() => parseConfig(env)).not.toThrow();
    });

    it('probes paths the API and the worker serve, on ports their containers name', () => {
      for (const name of ['markwise-api', 'markwise-worker']) {
        const [container] = deployment(name).spec!.template!.spec.containers;
        const probes = [
          container!.readinessProbe,
          container!.livenessProbe,
          container!.startupProbe,
        ];
        for (const probe of probes) {
          expect(probe?.httpGet, name).toBeDefined();
          expect(PROBE_PATHS.has(probe!.httpGet!.path), probe!.httpGet!.path).toBe(true);
          expect(container!.ports?.map((port) => port.name)).toContain(probe!.httpGet!.port);
        }
      }
      // The worker's health listener is the port its probes use.
      const [worker] = deployment('markwise-worker').spec!.template!.spec.containers;
      const port = worker!.env?.find((e) => e.name === 'WORKER_HEALTH_PORT')?.value;
      expect(worker!.ports?.[0]?.containerPort).toBe(Number(port));
    });

    it('gives pods longer to stop than the drain delay and the shutdown budget together', () => {
      const config = parseConfig(settings());
      const api = deployment('markwise-api').spec!.template!.spec;
      const [container] = api.containers;
      const readiness = container!.readinessProbe!;
      // The drain outlasts the probes that take the pod out of the Service's endpoints.
      expect(config.SHUTDOWN_DRAIN_DELAY_MS).toBeGreaterThan(
        readiness.periodSeconds! * readiness.failureThreshold! * 1000,
      );
      expect(api.terminationGracePeriodSeconds! * 1000).toBeGreaterThan(
        config.SHUTDOWN_DRAIN_DELAY_MS + config.SHUTDOWN_TIMEOUT_MS,
      );
      const worker = deployment('markwise-worker').spec!.template!.spec;
      expect(worker.terminationGracePeriodSeconds! * 1000).toBeGreaterThan(
        config.SHUTDOWN_TIMEOUT_MS,
      );
    });

    it('runs the API, the worker and the migration by commands the image has', () => {
      const commands = imageCommands();
      const command = (kind: string, name: string) =>
        objects().find((o) => o.kind === kind && o.metadata.name === name)!.spec!.template!.spec
          .containers[0]!.command;
      // The API runs the image's CMD (dist/main.js).
      expect(command('Deployment', 'markwise-api')).toBeUndefined();
      expect(commands.has(command('Deployment', 'markwise-worker')![0]!)).toBe(true);
      expect(commands.has(command('Job', 'markwise-migrate')![0]!)).toBe(true);
    });
  });

  describe('the image', () => {
    it('has a command for the worker and the migration, each running a file the build makes', () => {
      const commands = imageCommands();
      expect(commands.get('worker')).toBe('dist/worker.js');
      expect(commands.get('migrate')).toBe('dist/cli/migrate.js');
      for (const [name, distPath] of commands) {
        expect(existsSync(sourceOf(distPath)), `${name}: ${distPath}`).toBe(true);
      }
      const dockerfile = readFileSync(join(REPO, 'Dockerfile'), 'utf8');
      expect(dockerfile).toContain('CMD ["node", "--enable-source-maps", "api/dist/main.js"]');
      expect(existsSync(sourceOf('dist/main.js'))).toBe(true);
    });
  });

  describe('docker-compose.yml', () => {
    type Service = {
      image?: string;
      command?: string[];
      ports?: string[];
      profiles?: string[];
      environment?: Record<string, string>;
      stop_grace_period?: string;
      deploy?: { replicas?: string | number };
      healthcheck?: { test: string[] };
    };
    const compose = parse(readFileSync(join(REPO, 'docker-compose.yml'), 'utf8'), {
      merge: true,
    }) as { services: Record<string, Service> };
    const { app, worker, proxy, minio } = compose.services;
    /** Compose's ${NAME:-default} and ${NAME:?error} with the default (or nothing) in place. */
    const resolved = (env: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(env).map(([name, value]) => [
          name,
          String(value).replace(
            /\$\{\w+(?::-([^}]*)|:\?[^}]*)\}/g,
            (_, fallback) => fallback ?? '',
          ),
        ]),
      );
    const seconds = (duration: string) => Number(/^(\d+)s$/.exec(duration)![1]);

    it('runs a scalable app behind the proxy and a worker service, with settings the app parses', () => {
      expect(app!.ports).toBeUndefined();
      expect(proxy!.ports).toEqual(['${PORT:-3000}:80']);
      expect(app!.deploy?.replicas).toBeDefined();
      expect(worker!.command).toEqual(['worker']);
      expect(worker!.deploy?.replicas).toBeDefined();
      expect(imageCommands().has(worker!.command![0]!)).toBe(true);
      expect(minio!.profiles).toEqual(['s3']);
      for (const service of [app!, worker!]) {
        expect(unknownSettings(Object.keys(service.environment!))).toEqual([]);
        // Required once there is more than one replica: each would otherwise make its own key.
        expect(service.environment!.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?/);
      }
    });

    it('stops containers later than the drain delay and the shutdown budget', () => {
      const appConfig = parseConfig({
        ...resolved(app!.environment!),
        JWT_SECRET: 'x'.repeat(32),
      });
      expect(seconds(app!.stop_grace_period!) * 1000).toBeGreaterThan(
        appConfig.SHUTDOWN_DRAIN_DELAY_MS + appConfig.SHUTDOWN_TIMEOUT_MS,
      );
      const workerConfig = parseConfig({
        ...resolved(worker!.environment!),
        JWT_SECRET: 'x'.repeat(32),
      });
      expect(seconds(worker!.stop_grace_period!) * 1000).toBeGreaterThan(
        workerConfig.SHUTDOWN_TIMEOUT_MS,
      );
      // The worker's health check asks its own listener.
      expect(worker!.healthcheck!.test.join(' ')).toContain(
        `127.0.0.1:${workerConfig.WORKER_HEALTH_PORT}/api/health/ready`,
      );
    });
  });
});
