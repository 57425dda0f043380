import type { Page, Route } from "@playwright/test";
import { createHash } from "node:crypto";

// A stand-in for GitHub's API, in the test's memory, for the site editor's GitHub backend
// (Sveltia CMS). It answers only the calls the pinned Sveltia makes, read from its source: the
// package ships it in node_modules/@sveltia/cms/dist/sveltia-cms.js.map (sourcesContent), under
// src/lib/services/backends/git/. Every other call is answered with an error and recorded in
// `unanswered`, so a Sveltia update that asks for something new fails the test instead of
// passing by chance.

/** The API's address (github/constants.js DEFAULT_API_ROOT); GraphQL is its /graphql (github/api.js). */
export const GITHUB_API = "https://api.github.com";

/** The input of a createCommitOnBranch mutation, as github/commits.js createCommit builds it. */
export interface CommitInput {
  branch: { repositoryNameWithOwner: string; branchName: string };
  expectedHeadOid: string;
  fileChanges: { additions?: { path: string; contents: string }[]; deletions?: { path: string }[] };
  message: { headline: string; body?: string };
}

interface Commit {
  oid: string;
  parent: Commit | null;
  message: string;
  date: string;
  files: ReadonlyMap<string, Buffer>;
}

/** The signed-in account /user answers with (shared/user.js reads login, name, html_url, avatar_url). */
const USER = {
  login: "site-owner",
  id: 1001,
  name: "Site Owner",
  email: null,
  html_url: "https://github.com/site-owner",
};

/** The SHA-1 git gives a file's content, which GitHub's API names blobs by. */
export const blobSha = (content: Buffer) =>
  createHash("sha1").update(`blob ${content.length}\0`).update(content).digest("hex");

/** Answers GitHub's API sends to a page of another origin (browsers read nothing without them). */
const CORS = { "access-control-allow-origin": "*" };

export class GitHubStandIn {
  readonly owner: string;
  readonly repo: string;
  readonly branch: string;
  private readonly token: string;
  private head: Commit;
  private readonly byOid = new Map<string, Commit>();
  /** Every call answered, one line each ("GET /user", "GraphQL fetchLastCommit"), in order. */
  readonly calls: string[] = [];
  /** Calls the stand-in does not know: an empty list means Sveltia asked only for what is answered here. */
  readonly unanswered: string[] = [];
  /** The input of every commit the editor sent. */
  readonly commits: CommitInput[] = [];
  /** The body of every repository_dispatch event the editor sent (Publish Changes). */
  readonly dispatches: { event_type: string; client_payload?: unknown }[] = [];

  /**
   * @param repository "owner/repo", as the editor's settings name it
   * @param files the repository's files at its last commit, by path
   * @param token the only token the API accepts
   */
  constructor({
    repository,
    branch,
    files,
    token,
  }: {
    repository: string;
    branch: string;
    files: Map<string, Buffer>;
    token: string;
  }) {
    [this.owner, this.repo] = repository.split("/") as [string, string];
    this.branch = branch;
    this.token = token;
    this.head = this.addCommit(null, "Initial commit", files);
  }

  /** The repository's files at the branch's last commit, by path. */
  files(): ReadonlyMap<string, Buffer> {
    return this.head.files;
  }

  /** The oid of the branch's last commit. */
  headOid(): string {
    return this.head.oid;
  }

  /** Answers every request for the API in the page. */
  async install(page: Page) {
    await page.route(`${GITHUB_API}/**`, (route) => this.answer(route));
  }

  private addCommit(parent: Commit | null, message: string, files: ReadonlyMap<string, Buffer>): Commit {
    const date = new Date(Date.UTC(2025, 0, 1) + this.byOid.size * 60_000).toISOString();
    const listing = [...files].map(([path, content]) => `${path} ${blobSha(content)}`).join("\n");
    const oid = createHash("sha1").update(`${parent?.oid}\n${message}\n${listing}`).digest("hex");
    const commit = { oid, parent, message, date, files };
    this.byOid.set(oid, commit);
    return commit;
  }

  /** The last commit up to the head that added or changed the file. */
  private lastCommitOf(path: string): Commit | undefined {
    for (let commit: Commit | null = this.head; commit; commit = commit.parent) {
      const content = commit.files.get(path);
      if (!content) return undefined;
      if (!commit.parent || !content.equals(commit.parent.files.get(path) ?? Buffer.alloc(0))) return commit;
    }
    return undefined;
  }

  private blob(sha: string): Buffer | undefined {
    for (const commit of this.byOid.values())
      for (const content of commit.files.values()) if (blobSha(content) === sha) return content;
    return undefined;
  }

  private async answer(route: Route) {
    const request = route.request();
    const url = new URL(request.url());
    const label = `${request.method()} ${url.pathname}${url.search}`;
    const json = (status: number, body?: unknown) =>
      route.fulfill({
        status,
        headers: CORS,
        contentType: "application/json; charset=utf-8",
        body: body === undefined ? "" : JSON.stringify(body),
      });
    // shared/api.js fetchAPI sends `Authorization: token <token>` with every call.
    if ((await request.allHeaders()).authorization !== `token ${this.token}`) {
      this.unanswered.push(`${label} (without the token)`);
      return json(401, { message: "Bad credentials" });
    }
    const repoPath = `/repos/${this.owner}/${this.repo}`;

    // github/user.js getUserProfile, through shared/user.js fetchUserProfile: the signed-in account.
    if (request.method() === "GET" && url.pathname === "/user") {
      this.calls.push("GET /user");
      return json(200, USER);
    }
    // github/repository.js checkRepositoryAccess: 204 when the account may write to the repository.
    if (request.method() === "GET" && url.pathname === `${repoPath}/collaborators/${USER.login}`) {
      this.calls.push("GET collaborators/{login}");
      return route.fulfill({ status: 204, headers: CORS });
    }
    // github/deployment.js triggerDeployment (Publish Changes): a repository_dispatch event, which
    // GitHub accepts with 204 and no body.
    if (request.method() === "POST" && url.pathname === `${repoPath}/dispatches`) {
      this.calls.push("POST dispatches");
      this.dispatches.push(JSON.parse(request.postData() ?? "{}"));
      return route.fulfill({ status: 204, headers: CORS });
    }
    // github/files.js fetchFileList: every file of the repository at the last commit.
    const tree = new RegExp(`^${repoPath}/git/trees/([^/]+)$`).exec(url.pathname);
    if (request.method() === "GET" && tree && url.searchParams.get("recursive") === "1") {
      const commit = this.byOid.get(tree[1]!) ?? (tree[1] === this.branch ? this.head : undefined);
      if (commit) {
        this.calls.push("GET git/trees/{commit}?recursive=1");
        const folders = new Set(
          [...commit.files.keys()].flatMap((p) =>
            p
              .split("/")
              .slice(0, -1)
              .map((_, i, parts) => parts.slice(0, i + 1).join("/")),
          ),
        );
        return json(200, {
          sha: commit.oid,
          truncated: false,
          tree: [
            ...[...folders].map((p) => ({ path: p, mode: "040000", type: "tree", sha: blobSha(Buffer.from(p)) })),
            ...[...commit.files].map(([p, content]) => ({
              path: p,
              mode: "100644",
              type: "blob",
              sha: blobSha(content),
              size: content.length,
            })),
          ],
        });
      }
    }
    if (request.method() === "POST" && url.pathname === "/graphql") {
      const { query, variables } = JSON.parse(request.postData() ?? "{}") as {
        query: string;
        variables: Record<string, unknown>;
      };
      const result = this.graphql(query.replace(/\s+/g, " "), variables);
      if (result) {
        this.calls.push(`GraphQL ${result.name}`);
        return json(200, "errors" in result ? { errors: result.errors } : { data: result.data });
      }
      this.unanswered.push(`GraphQL ${query.replace(/\s+/g, " ").trim()}`);
      return json(200, { errors: [{ message: "The stand-in does not answer this query" }] });
    }
    this.unanswered.push(label);
    return json(404, { message: "Not Found" });
  }

  /** The answer to a GraphQL query or mutation Sveltia sends, or null for any other. */
  private graphql(
    query: string,
    variables: Record<string, unknown>,
  ): ({ name: string } & ({ data: unknown } | { errors: { message: string }[] })) | null {
    // github/commits.js createCommit: one commit on the branch, on top of the head the editor last saw.
    if (query.includes("createCommitOnBranch(input: $input)")) {
      const input = variables.input as CommitInput;
      this.commits.push(input);
      const { branch, expectedHeadOid, fileChanges, message } = input;
      if (branch.repositoryNameWithOwner !== `${this.owner}/${this.repo}` || branch.branchName !== this.branch)
        return {
          name: "createCommitOnBranch",
          errors: [{ message: `No branch ${branch.branchName} in ${branch.repositoryNameWithOwner}` }],
        };
      if (expectedHeadOid !== this.head.oid)
        return {
          name: "createCommitOnBranch",
          errors: [{ message: `Expected branch to point to "${expectedHeadOid}" but it did not. Pull and try again.` }],
        };
      const files = new Map(this.head.files);
      for (const { path } of fileChanges.deletions ?? []) files.delete(path);
      for (const { path, contents } of fileChanges.additions ?? []) files.set(path, Buffer.from(contents, "base64"));
      this.head = this.addCommit(this.head, [message.headline, message.body].filter(Boolean).join("\n\n"), files);
      // The new commit's file oids, asked for as aliases `file_N: file(path: "…") { oid }`.
      const fileOids = Object.fromEntries(
        [...query.matchAll(/(file_\d+): file\(path: ("(?:[^"\\]|\\.)*")\) \{ oid \}/g)].map(([, alias, path]) => {
          const content = files.get(JSON.parse(path!) as string);
          return [alias, content ? { oid: blobSha(content) } : null];
        }),
      );
      return {
        name: "createCommitOnBranch",
        data: { createCommitOnBranch: { commit: { oid: this.head.oid, committedDate: this.head.date, ...fileOids } } },
      };
    }
    // Every query below reads the configured repository: github/index.js init sets owner, repo and
    // branch as the common variables (shared/api.js graphqlVars, applied by fetchGraphQL).
    if (variables.owner !== this.owner || variables.repo !== this.repo) return null;
    const onBranch = (variables.branch ?? this.branch) === this.branch;

    // github/graphql.js fetchAliasedBatch: one aliased field per item, `${alias}_${index}: …`.
    const aliases = [...query.matchAll(/\b(content|commit)_(\d+): /g)];
    if (aliases.length) {
      const repository: Record<string, unknown> = {};
      const kinds = new Set<string>();
      for (const [i, match] of aliases.entries()) {
        const alias = `${match[1]}_${match[2]}`;
        const fragment = query.slice(match.index! + match[0].length, aliases[i + 1]?.index ?? query.length);
        const oid = /^object\(oid: "([0-9a-f]{40})"\)/.exec(fragment)?.[1];
        const path = /history\(first: 1, path: ("(?:[^"\\]|\\.)*")\)/.exec(fragment)?.[1];
        if (match[1] === "content" && oid && fragment.includes("... on Blob { text isTruncated }")) {
          // github/files.js fetchFileContents (getFileContentsFragment): the text of each content file.
          const content = this.blob(oid);
          repository[alias] = content ? { text: content.toString("utf8"), isTruncated: false } : null;
          kinds.add("fetchFileContents");
        } else if (match[1] === "commit" && path && onBranch && fragment.startsWith("ref(qualifiedName: $branch)")) {
          // github/files.js fetchFileMetadata (getFileMetadataFragment): each file's last commit.
          const commit = this.lastCommitOf(JSON.parse(path) as string);
          repository[alias] = {
            target: {
              history: {
                nodes: commit
                  ? [
                      {
                        author: {
                          name: USER.name,
                          email: "owner@example.org",
                          user: { id: USER.id, login: USER.login },
                        },
                        committedDate: commit.date,
                      },
                    ]
                  : [],
              },
            },
          };
          kinds.add("fetchFileMetadata");
        } else if (match[1] === "commit" && oid && fragment.includes("... on Commit {")) {
          // github/deployment.js fetchDeployments (fetchCommits): what built each commit. Nothing
          // has: no commit status, deployment or check run.
          if (!this.byOid.has(oid)) return null;
          repository[alias] = {
            ...(fragment.includes("status {") && { status: null }),
            ...(fragment.includes("deployments(") && { deployments: { nodes: [] } }),
            ...(fragment.includes("checkSuites(") && { checkSuites: { nodes: [] } }),
          };
          kinds.add("fetchDeployments");
        } else return null;
      }
      if (kinds.size !== 1) return null;
      return { name: [...kinds][0]!, data: { repository } };
    }
    // github/commits.js fetchLastCommit (FETCH_LAST_COMMIT_QUERY): the branch's last commit.
    if (
      onBranch &&
      query.includes(
        "ref(qualifiedName: $branch) { target { ... on Commit { history(first: 1) { nodes { oid message } } } } }",
      )
    )
      return {
        name: "fetchLastCommit",
        data: {
          repository: { ref: { target: { history: { nodes: [{ oid: this.head.oid, message: this.head.message }] } } } },
        },
      };
    // github/deployment.js fetchBranchHeadSHA: the commit the live site is built from.
    if (onBranch && query.includes("ref(qualifiedName: $branch) { target { ... on Commit { oid } } }"))
      return { name: "fetchBranchHeadSHA", data: { repository: { ref: { target: { oid: this.head.oid } } } } };
    return null;
  }
}
