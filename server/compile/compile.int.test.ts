import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  CODE_RUN_MEMORY_LIMIT_MB,
  CODE_RUN_OUTPUT_LIMIT_KB,
  CODE_RUN_TIME_LIMIT_MS,
  MAX_CODE_LENGTH,
} from '../../src/contract/limits.ts';
import { createApi } from '../api.ts';
import { createCodeRunner, createCompile, type CodeRunner } from './index.ts';

// A program that must finish gets a roomy limit: a loaded machine may take more than the real one over an ordinary
// program (Pyodide importing urllib). The tests of the time limit itself run with the real one.
const runner = createCodeRunner({ timeLimitMs: 30_000 });
const timedRunner = createCodeRunner();
const apiOf = (codeRunner: CodeRunner) =>
  createApi({
    // A token names its learner; calls without one are a visitor's (all from one address here).
    authenticate: (token) => Promise.resolve({ id: token, username: token, roles: ['User'] }),
    areas: [createCompile({ runner: codeRunner })],
  });
const api = apiOf(runner);
const timedApi = apiOf(timedRunner);
afterAll(() => Promise.all([runner.close(), timedRunner.close()]));

// Pyodide takes seconds to start, more on a busy machine; each Python program waits for a worker of its own.
const SLOW = 120_000;

async function compile(
  body: unknown,
  language = 'en',
  token?: string,
  on = api,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await on.request('http://localhost/api/v1/code-compile', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': language,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const run = (lang: string, code: string, learner?: string) => compile({ lang, code }, 'en', learner);
/** A run with the real time limit. */
const runTimed = (lang: string, code: string, learner?: string) => compile({ lang, code }, 'en', learner, timedApi);

describe('POST /code-compile refuses what it cannot run', () => {
  it('an unknown language, naming the ones it runs', async () => {
    expect(await run('cobol', 'DISPLAY "HI".')).toEqual({
      status: 400,
      body: { message: 'Thoughtkit cannot run “cobol”. Choose one of: javascript, python.' },
    });
  });

  it('empty code, whitespace only or missing', async () => {
    expect(await run('python', '  \n\t ')).toEqual({
      status: 400,
      body: { message: 'There is no code to run. Write a program first.' },
    });
    expect((await run('python', '')).status).toBe(400);
    expect((await compile({ lang: 'python' })).status).toBe(400);
  });

  it(`code longer than ${MAX_CODE_LENGTH} characters, in the learner’s language`, async () => {
    const long = `console.log(1)\n${'//'.repeat(MAX_CODE_LENGTH / 2)}`;
    expect(await compile({ lang: 'javascript', code: long }, 'de')).toEqual({
      status: 413,
      body: { message: `Dieses Programm ist zu lang zum Ausführen: höchstens ${MAX_CODE_LENGTH} Zeichen.` },
    });
  });
});

describe('the time limit', () => {
  it('is the spec’s unless a test chooses another, which production refuses', () => {
    expect(timedRunner.timeLimitMs).toBe(CODE_RUN_TIME_LIMIT_MS);
    vi.stubEnv('NODE_ENV', 'production');
    try {
      expect(() => createCodeRunner({ timeLimitMs: 30_000 })).toThrow(/for tests only/);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('POST /code-compile runs JavaScript in QuickJS', () => {
  it('answers 200 with what the program printed, for `javascript` or `js` in any case', async () => {
    expect(await run('javascript', '  console.log("Hello, world!")\n')).toEqual({
      status: 200,
      body: { output: 'Hello, world!\n' },
    });
    expect((await run('JS', 'console.log(2)')).body).toEqual({ output: '2\n' });
    const loop = await run(
      'javascript',
      'let sum = 0;\nfor (let i = 1; i <= 100; i++) sum += i;\nconsole.log("sum", sum, [sum]);',
    );
    expect(loop).toEqual({ status: 200, body: { output: 'sum 5050 [ 5050 ]\n' } });
  });

  it('answers an error in the program with a 422 that names it', async () => {
    const thrown = await run('javascript', 'console.log("before");\nnull.length;');
    expect(thrown.status).toBe(422);
    expect(thrown.body.message).toMatch(/^The program stopped with an error:\nbefore\nTypeError: .*null/);
    const syntax = await run('javascript', 'let = ;');
    expect(syntax.status).toBe(422);
    expect(syntax.body.message).toContain('SyntaxError');
  });

  it('gives the program no file system, network or process', async () => {
    for (const code of ['require("fs")', 'fetch("http://127.0.0.1/")', 'process.exit(1)']) {
      const answer = await run('javascript', code);
      expect(answer.status, code).toBe(422);
      expect(answer.body.message, code).toMatch(/ReferenceError: '\w+' is not defined/);
    }
    const globals = await run('javascript', 'console.log(typeof std, typeof os, typeof XMLHttpRequest, typeof Deno)');
    expect(globals.body).toEqual({ output: 'undefined undefined undefined undefined\n' });
  });

  it('starts every program in a fresh context: what one changes, the next learner’s does not meet', async () => {
    const hostile = [
      'Error.prepareStackTrace = (error, frames) => { globalThis.caught = String(error); return "hooked"; };',
      'globalThis.left = "behind"; Object.prototype.polluted = "yes"; Array.prototype.push = () => 0;',
      'console.log = () => {}; console.log("set");',
    ].join('\n');
    expect(await run('javascript', hostile, 'mallory')).toEqual({ status: 200, body: { output: '' } });
    const victim = [
      'const secret_password = "hunter2";',
      'let stack; try { null.x } catch (error) { stack = error.stack }',
      'console.log(typeof Error.prepareStackTrace, typeof left, typeof caught, ({}).polluted, [1].push(2), stack !== "hooked");',
    ].join('\n');
    expect(await run('javascript', victim, 'ada')).toEqual({
      status: 200,
      body: { output: 'undefined undefined undefined undefined 2 true\n' },
    });
  });

  it(
    'stops a program that loops forever, allocates without end or prints without end, and says which limit',
    async () => {
      const loop = await runTimed('javascript', 'while (true) {}');
      expect(loop).toEqual({
        status: 422,
        body: {
          message: `The program ran for more than ${CODE_RUN_TIME_LIMIT_MS / 1000} s and was stopped. Look for a loop that never ends.`,
        },
      });
      const memory = await run(
        'javascript',
        'const kept = [];\nwhile (true) kept.push("x".repeat(100000) + kept.length);',
      );
      expect(memory.status).toBe(422);
      expect(memory.body.message).toContain(`more than ${CODE_RUN_MEMORY_LIMIT_MB} MB of memory`);
      const output = await run('javascript', 'while (true) console.log("again and again");');
      expect(output.status).toBe(422);
      expect(output.body.message).toContain(`printed more than ${CODE_RUN_OUTPUT_LIMIT_KB} KB`);
      const deep = await run('javascript', 'function down() { return down() + 1 }\ndown()');
      expect(deep.status).toBe(422);
      expect(deep.body.message).toContain('stack overflow');
      expect(await run('javascript', 'console.log("next")')).toEqual({ status: 200, body: { output: 'next\n' } });
    },
    SLOW,
  );
});

describe('POST /code-compile runs Python in Pyodide', () => {
  it(
    'answers 200 with what the program printed (a last line without a newline too), for `python` or `py`',
    async () => {
      expect(await run('python', 'print("Hello, world!")')).toEqual({
        status: 200,
        body: { output: 'Hello, world!\n' },
      });
      expect((await run('py', 'print(6 * 7)')).body).toEqual({ output: '42\n' });
      expect((await run('python', 'import logging\nlogging.warning("careful")')).body).toEqual({
        output: 'WARNING:root:careful\n',
      });
      expect(await run('python', 'total = 0\nfor i in range(1, 101):\n    total += i\nprint(total, end="")')).toEqual({
        status: 200,
        body: { output: '5050' },
      });
    },
    SLOW,
  );

  it(
    'answers an error with the traceback of the program’s own lines',
    async () => {
      const answer = await run('python', 'print("before")\n1 / 0');
      expect(answer).toEqual({
        status: 422,
        body: {
          message:
            'The program stopped with an error:\nbefore\nTraceback (most recent call last):\n' +
            '  File "<exec>", line 2, in <module>\nZeroDivisionError: division by zero',
        },
      });
    },
    SLOW,
  );

  it(
    'says a program that asks for input() runs without a keyboard, after what it printed',
    async () => {
      const answer = await run('python', 'print("Hello")\nname = input("Your name? ")\nprint(name)');
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe(
        'The program asks for input with input(), but a program here runs without a keyboard, so there is nothing ' +
          'to read. Put the values in the program instead, for example name = "Ada".\nHello',
      );
    },
    SLOW,
  );

  it(
    'gives the program no JavaScript, no files of the server, no network and no process',
    async () => {
      const refused: Array<[string, RegExp]> = [
        ['import js', /ImportError: js is not available here/],
        ['import pyodide_js', /ImportError: pyodide_js is not available here/],
        ['from pyodide.code import run_js', /ImportError: pyodide.code is not available here/],
        ['print(open("/etc/passwd").read())', /FileNotFoundError/],
        ['open("/lib/python3.14/json/__init__.py", "w")', /PermissionError: .* is read-only here/],
        ['import socket\nsocket.create_connection(("127.0.0.1", 80))', /PermissionError: socket\.\w+ is not allowed/],
        ['import urllib.request\nurllib.request.urlopen("http://127.0.0.1/")', /Error/],
        ['import os\nos.system("ls")', /PermissionError: os.system is not allowed/],
        ['import subprocess\nsubprocess.run(["ls"])', /Error/],
      ];
      for (const [code, error] of refused) {
        const answer = await run('python', code);
        expect(answer.status, code).toBe(422);
        expect(answer.body.message, code).toMatch(error);
      }
    },
    SLOW,
  );

  it(
    'turns no JavaScript object a program reaches into code',
    async () => {
      // The worker's create_builtin is a JavaScript function Python reaches; neither it nor Object makes functions.
      const code = [
        'import importlib._bootstrap',
        'guard = importlib._bootstrap._imp.create_builtin',
        'print(guard.constructor, guard.__proto__.__proto__.constructor.constructor)',
      ].join('\n');
      expect(await run('python', code)).toEqual({ status: 200, body: { output: 'None None\n' } });
    },
    SLOW,
  );

  it(
    'stops a program that loops forever, allocates without end, prints without end or exits, and says why',
    async () => {
      const loop = await runTimed('python', 'while True:\n    pass');
      expect(loop.status).toBe(422);
      expect(loop.body.message).toContain(`ran for more than ${CODE_RUN_TIME_LIMIT_MS / 1000} s`);
      const memory = await run('python', 'kept = []\nwhile True:\n    kept.append("x" * 100000)');
      expect(memory.status).toBe(422);
      expect(memory.body.message).toContain(`more than ${CODE_RUN_MEMORY_LIMIT_MB} MB of memory`);
      const caught = await run(
        'python',
        'while True:\n    try:\n        print("again and again")\n    except Exception:\n        pass',
      );
      expect(caught.status).toBe(422);
      expect(caught.body.message).toContain(`printed more than ${CODE_RUN_OUTPUT_LIMIT_KB} KB`);
      // A finaliser left for after the answer never runs: the worker ends with its program.
      const finaliser =
        'class Stubborn:\n    def __del__(self):\n        while True:\n            pass\n\nkept = Stubborn()\nprint("done")';
      expect(await run('python', finaliser)).toEqual({ status: 200, body: { output: 'done\n' } });
      const exited = await run('python', 'import os\nos._exit(1)');
      expect(exited.status).toBe(422);
      expect((await run('python', 'print("next")')).body).toEqual({ output: 'next\n' });
    },
    SLOW,
  );
});

describe('POST /code-compile starts every Python program from a clean interpreter', () => {
  // What a hostile program leaves in its interpreter and worker: all a later program of another learner would meet.
  const hostile = [
    'import builtins, gc, importlib._bootstrap, importlib.machinery, json, os, random, sys',
    'builtins.caught = caught = []',
    'def spy(phase, info):',
    '    frame = sys._getframe(1)',
    '    while frame is not None:',
    '        caught.append(frame.f_globals.get("secret_password"))',
    '        frame = frame.f_back',
    'gc.callbacks.append(spy)',
    'sys.monitoring.use_tool_id(3, "spy")',
    'sys.monitoring.register_callback(3, sys.monitoring.events.PY_START, lambda code, at: caught.append(code.co_name))',
    'sys.monitoring.set_events(3, sys.monitoring.events.PY_START)',
    'def hook(event, args):',
    '    if event == "isolation.check":',
    '        raise RuntimeError("an earlier program’s audit hook is still here")',
    'sys.addaudithook(hook)',
    'json.dumps = None',
    'json.JSONEncoder.indent = 8',
    'sys.path.append("/tmp")',
    'os.environ["LEFT"] = "1"',
    'random.seed(1)',
    'open("/tmp/left.txt", "w").write("left behind")',
    'for attempt in ("import js", "import pyodide", "import pyodide_js", "import _pyodide_core", "import _imp"):',
    '    try:',
    '        exec(attempt)',
    '    except ImportError as error:',
    '        print(error)',
    'try:',
    '    importlib._bootstrap._imp.create_builtin(importlib.machinery.ModuleSpec("_pyodide_core", None))',
    'except ImportError as error:',
    '    print(error)',
    'builtins.len = lambda value: 42',
    // Last, as it spoils this program's own errors: the worker's JavaScript, where a JavaScript error leads to Error,
    // whose stack hook would see the errors of later programs.
    'try:',
    '    importlib._bootstrap._imp.create_builtin.__proto__.__proto__.constructor.defineProperty(1, "x", {})',
    'except Exception as error:',
    '    error.js_error.constructor.__proto__.prepareStackTrace = lambda error, frames: caught.append(error)',
  ].join('\n');

  it(
    'refuses the modules that lead to the worker’s JavaScript, and leaves nothing of one program for the next',
    async () => {
      expect(await run('python', hostile, 'mallory')).toEqual({
        status: 200,
        body: {
          output: [
            'js is not available here',
            'pyodide is not available here',
            'pyodide_js is not available here',
            '_pyodide_core is not available here',
            '_imp is not available here',
            '_pyodide_core is not available here',
            '',
          ].join('\n'),
        },
      });
      const victim = [
        'import builtins, gc, importlib._bootstrap, json, os, random, sys',
        'secret_password = "hunter2"',
        'def learners_own_function():',
        '    return 1',
        'learners_own_function()',
        'gc.collect()',
        'print(gc.callbacks, sys.monitoring.get_tool(3), len([1, 2]), hasattr(builtins, "caught"))',
        'print(json.dumps([1]), getattr(json.JSONEncoder, "indent", None), "/tmp" in sys.path, "LEFT" in os.environ)',
        'print(os.listdir("/tmp"))',
        // After seed(1), the first draw is this one.
        'print(random.random() != 0.13436424411240122)',
        'sys.audit("isolation.check")',
        'try:',
        '    importlib._bootstrap._imp.create_builtin.__proto__.__proto__.constructor.defineProperty(1, "x", {})',
        'except Exception as error:',
        '    hook = error.js_error.constructor.__proto__.prepareStackTrace',
        '    print(getattr(hook, "name", hook))',
      ].join('\n');
      expect(await run('python', victim, 'ada')).toEqual({
        status: 200,
        // Node's own stack hook, not the Python function the earlier program put there.
        body: { output: '[] None 2 False\n[1] None False False\n[]\nTrue\nErrorPrepareStackTrace\n' },
      });
      // Nor does the next program of the one who left them find anything caught.
      const back =
        'import builtins, os\nprint(getattr(builtins, "caught", "nothing"), os.path.exists("/tmp/left.txt"))';
      expect(await run('python', back, 'mallory')).toEqual({ status: 200, body: { output: 'nothing False\n' } });
    },
    SLOW,
  );

  // Every way from what a program can name to what it holds: module, class and function attributes, closures,
  // frames, exceptions, subclasses, and what asyncio, threading and sys.monitoring hand out.
  const reach = String.raw`
import asyncio, sys, threading, types
from collections import deque
bridge = {'_pyodide_core', 'js', 'pyodide_js'}
found, seen = [], set()
roots = [sys.modules, object, sys._getframe(), asyncio.events._get_event_loop_policy(),
         asyncio.events._get_running_loop(), sys.get_asyncgen_hooks(), threading.enumerate(),
         [sys.monitoring.get_tool(tool) for tool in range(6)]]
queue = deque((root, f'root {index}') for index, root in enumerate(roots))
ATTRIBUTES = ('__dict__', '__globals__', '__self__', '__closure__', '__func__', '__wrapped__', 'cell_contents',
              '__objclass__', '__class__', '__mro__', '__defaults__', '__kwdefaults__', 'f_globals', 'f_locals', 'f_back',
              'tb_frame', 'tb_next', 'gi_frame', 'cr_frame', 'fget', 'fset', 'fdel', '__traceback__', '__context__',
              '__cause__', '__loader__', '__spec__', 'loader', '__builtins__', '__bases__', 'args', 'keywords', 'func')
while queue:
    value, path = queue.popleft()
    if isinstance(value, types.ModuleType) and value.__name__ in bridge:
        found.append(path)
    if id(value) in seen:
        continue
    seen.add(id(value))
    if isinstance(value, (str, bytes, int, float, type(None))):
        continue
    children = []
    if isinstance(value, dict):
        children = [(f'[{key!r}]', item) for key, item in list(value.items())]
    elif isinstance(value, (list, tuple, set, frozenset)):
        children = [(f'[{index}]', item) for index, item in enumerate(value)]
    for name in ATTRIBUTES:
        try:
            children.append((f'.{name}', getattr(value, name)))
        except BaseException:
            pass
    if isinstance(value, type):
        children += [(f'.__subclasses__()[{index}]', kind) for index, kind in enumerate(type.__subclasses__(value))]
    queue.extend((child, path + step) for step, child in children if id(child) not in seen)
print(len(seen) > 10000, found)
`;

  it(
    'leaves nothing a program can reach that leads to the worker’s JavaScript',
    async () => {
      expect(await run('python', reach)).toEqual({ status: 200, body: { output: 'True []\n' } });
    },
    SLOW,
  );

  it(
    'runs time.sleep and asyncio without the bridge, and says so when a coroutine waits for nothing',
    async () => {
      const program = [
        'import asyncio, time',
        'started = time.monotonic()',
        'time.sleep(0.2)',
        'print(time.monotonic() - started >= 0.2)',
        'async def five():',
        '    await asyncio.sleep(0.05)',
        '    return 5',
        'async def both():',
        '    return await asyncio.gather(five(), asyncio.wait_for(five(), 1))',
        'print(asyncio.run(both()))',
        'async def forever():',
        '    await asyncio.get_running_loop().create_future()',
        'asyncio.run(forever())',
      ].join('\n');
      const { status, body } = await run('python', program);
      expect(status).toBe(422);
      expect(body.message).toMatch(/^The program stopped with an error:\nTrue\n\[5, 5\]\nTraceback/);
      expect(body.message).toMatch(/RuntimeError: the program waits for something nothing will ever finish$/);
    },
    SLOW,
  );

  it(
    'draws different random numbers in every program: the snapshot holds no generator state they share',
    async () => {
      const draw = 'import random\nprint(random.random())';
      const first = await run('python', draw);
      const second = await run('python', draw);
      expect(first.status).toBe(200);
      expect(second.body).not.toEqual(first.body);
    },
    SLOW,
  );
});

describe('POST /code-compile gives each learner a fair share', () => {
  it(
    'refuses a learner’s third program while two run or wait, and no one else’s',
    async () => {
      const started = performance.now();
      const ada = [1, 2, 3].map(() => runTimed('javascript', 'while (true) {}', 'ada'));
      const ben = runTimed('javascript', 'console.log("ben")', 'ben');
      // Whichever of the three came last is refused at once, while the other two still run or wait.
      expect(await Promise.race(ada)).toEqual({
        status: 429,
        body: {
          message: 'You already have 2 programs running or waiting. Run this one when one of them has finished.',
        },
      });
      expect(performance.now() - started).toBeLessThan(CODE_RUN_TIME_LIMIT_MS);
      expect((await Promise.all(ada)).map((answer) => answer.status).sort()).toEqual([422, 422, 429]);
      expect(await ben).toEqual({ status: 200, body: { output: 'ben\n' } });
      expect(await runTimed('javascript', 'console.log("again")', 'ada')).toEqual({
        status: 200,
        body: { output: 'again\n' },
      });
    },
    SLOW,
  );
});

describe('a program whose learner went away', () => {
  it(
    'leaves the line or is stopped at once, and gives the learner their place back',
    async () => {
      const started = performance.now();
      const gone = new AbortController();
      // One loops and one waits behind it; the page closes (the request's signal aborts).
      const looping = runner.run('javascript', 'while (true) {}', 'cy', gone.signal);
      const waiting = runner.run('javascript', 'console.log("never")', 'cy', gone.signal);
      await runner.ready('javascript');
      gone.abort();
      expect(await Promise.all([looping, waiting])).toEqual([{ kind: 'cancelled' }, { kind: 'cancelled' }]);
      expect(performance.now() - started).toBeLessThan(runner.timeLimitMs);
      // Both places are back: two more programs of the same learner run.
      const again = await Promise.all([1, 2].map((n) => runner.run('javascript', `console.log(${n})`, 'cy')));
      expect(again).toEqual([
        { kind: 'ok', output: '1\n' },
        { kind: 'ok', output: '2\n' },
      ]);
    },
    SLOW,
  );
});

describe('POST /code-compile beside other calls', () => {
  it(
    'keeps answering while a runaway program runs',
    async () => {
      await Promise.all([runTimed('python', 'print("warm")'), runTimed('javascript', 'console.log("warm")')]);
      const started = performance.now();
      const runaway = runTimed('python', 'while True:\n    pass');
      const others = await Promise.all([runTimed('javascript', 'console.log(1)'), runTimed('cobol', 'x')]);
      const answeredIn = performance.now() - started;
      expect(others.map((answer) => answer.status)).toEqual([200, 400]);
      expect(answeredIn).toBeLessThan(CODE_RUN_TIME_LIMIT_MS);
      expect((await runaway).status).toBe(422);
    },
    SLOW,
  );

  it.runIf(process.platform === 'linux')('runs programs at a lower priority than the server’s own thread', async () => {
    await run('javascript', 'console.log(1)');
    // The nice value is the 19th field of a thread's stat, counted after the name in parentheses.
    const niceness = readdirSync('/proc/self/task').map((task) => {
      const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    });
    expect(niceness).toContain(0);
    expect(niceness).toContain(10);
  });
});
