import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CODE_RUN_MEMORY_LIMIT_MB,
  CODE_RUN_OUTPUT_LIMIT_KB,
  CODE_RUN_TIME_LIMIT_MS,
  MAX_CODE_LENGTH,
} from '../../src/contract/limits.ts';
import { createApi } from '../api.ts';
import { createCodeRunner, createCompile } from './index.ts';

const runner = createCodeRunner();
const api = createApi({
  authenticate: () => Promise.reject(new Error('these calls send no token')),
  areas: [createCompile({ runner })],
});
afterAll(() => runner.close());

// Pyodide takes seconds to start, more on a busy machine; each limit test waits for a fresh worker after it.
const SLOW = 120_000;

async function compile(body: unknown, language = 'en'): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await api.request('http://localhost/api/v1/code-compile', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const run = (lang: string, code: string) => compile({ lang, code });

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

  it('starts every program in a fresh context', async () => {
    await run('javascript', 'globalThis.left = "behind"; Array.prototype.sum = 1;');
    expect((await run('javascript', 'console.log(typeof left, [].sum)')).body).toEqual({
      output: 'undefined undefined\n',
    });
  });

  it(
    'stops a program that loops forever, allocates without end or prints without end, and says which limit',
    async () => {
      const loop = await run('javascript', 'while (true) {}');
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
      // _pyodide_core is reachable through a function of its own; what it makes has no function constructor.
      const code = [
        'import _pyodide.jsbind',
        'core = _pyodide.jsbind.create_promise_converter.__self__',
        'array = core.to_js([1, 2])',
        'print(array.constructor.constructor)',
      ].join('\n');
      expect(await run('python', code)).toEqual({ status: 200, body: { output: 'None\n' } });
    },
    SLOW,
  );

  it(
    'keeps programs apart: globals, modules and files of one are gone for the next',
    async () => {
      const first =
        'import json, os, sys\nleft = 1\njson.dumps = None\nsys.path.append("/tmp")\nos.environ["LEFT"] = "1"\nopen("/tmp/note.txt", "w").write("x")';
      expect((await run('python', first)).status).toBe(200);
      const second =
        'import json, os, sys\nprint("left" in globals(), json.dumps([1]), "/tmp" in sys.path, "LEFT" in os.environ, os.listdir("/tmp"))';
      expect(await run('python', second)).toEqual({ status: 200, body: { output: 'False [1] False False []\n' } });
      // Nor can one foretell the next one's random numbers: after seed(1) and one draw, the next draw would be this.
      expect(await run('python', 'import random\nrandom.seed(1)\nrandom.random()')).toMatchObject({ status: 200 });
      const draw = await run('python', 'import random\nprint(random.random())');
      expect(draw).not.toEqual({ status: 200, body: { output: '0.8474337369372327\n' } });
      // Classes of the standard library are shared by every program: what one changes in them is put back.
      expect(await run('python', 'import json\njson.JSONEncoder.indent = 8\njson.JSONEncoder.extra = 1')).toMatchObject(
        {
          status: 200,
        },
      );
      expect(
        await run(
          'python',
          'import json\nprint(getattr(json.JSONEncoder, "indent", None), hasattr(json.JSONEncoder, "extra"))',
        ),
      ).toEqual({
        status: 200,
        body: { output: 'None False\n' },
      });
    },
    SLOW,
  );

  it(
    'stops a program that loops forever, allocates without end, prints without end or exits, and says why',
    async () => {
      const loop = await run('python', 'while True:\n    pass');
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
      // A finaliser runs after the answer, when the program's globals are dropped: it cannot hold the worker either.
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

describe('POST /code-compile beside other calls', () => {
  it(
    'keeps answering while a runaway program runs',
    async () => {
      await run('python', 'print("warm")');
      const started = performance.now();
      const runaway = run('python', 'while True:\n    pass');
      const others = await Promise.all([run('javascript', 'console.log(1)'), run('cobol', 'x')]);
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
