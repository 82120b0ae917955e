# Runs in the Python worker (python-worker.ts) before the one program it runs; its last expression is what the worker
# needs around that program. Every program has an interpreter of its own (a worker restored from a snapshot of a
# Pyodide that ran nothing, ended after the program), so nothing here puts anything back. Python cannot sandbox Python,
# so the wall is in the worker (no function constructors, no JavaScript module, no network globals, a capped heap, the
# worker ended at the time limit); this layer turns what a program may not do into a clear Python error.
import _imp
import asyncio
import builtins
import os
import random
import shutil
import sys
import time
import typing


class ProgramLoop(asyncio.BaseEventLoop):
    # asyncio's loop for a program, which has no files or sockets to wait on (CPython's own loop opens a socket pair):
    # between its coroutines' steps it waits for the next timer (asyncio.sleep, wait_for, gather).
    def __init__(self):
        super().__init__()
        self._selector = self

    def select(self, timeout):
        if timeout is None:
            raise RuntimeError('the program waits for something nothing will ever finish')
        time.sleep(timeout)
        return []

    def _process_events(self, event_list):
        pass

    def _write_to_self(self):
        pass


class ProgramLoopPolicy(asyncio.events._BaseDefaultEventLoopPolicy):
    _loop_factory = ProgramLoop


def close_bridge(is_blocked):
    # What still leads to `_pyodide_core` (whose functions turn objects into JavaScript and call it) once its modules
    # are gone: Pyodide's event loop, sleep, wheel format and import finders hold its functions in their globals.
    # Without the bridge none of them works, so a program gets CPython's own sleep and finders, and ProgramLoop.
    time.sleep = time.sleep.__wrapped__
    asyncio.run = asyncio.run.__wrapped__
    asyncio.events._set_running_loop(None)
    asyncio.events._set_event_loop_policy(ProgramLoopPolicy())
    typing.clear_overloads()
    shutil.unregister_archive_format('whl')
    shutil.unregister_unpack_format('whl')
    sys.meta_path[:] = [finder for finder in sys.meta_path if not is_blocked(getattr(finder, '__module__', ''))]
    vars(sys.modules['__main__']).pop('_pyodide_core', None)
    for name in list(sys.modules):
        if is_blocked(name):
            del sys.modules[name]


def _sandbox():
    # _imp would hand out a fresh copy of itself, whose create_builtin makes any built-in module (see builtin_spec).
    blocked_imports = frozenset(['js', 'pyodide_js', '_pyodide_core', 'pyodide', '_pyodide', 'micropip', 'ctypes',
                                 '_ctypes', 'pyodide_http', '_imp'])
    # gc's walks of every object would find what the worker keeps out of a program's reach (the real create_builtin).
    refused_events = ('socket.', 'subprocess.', 'os.system', 'os.exec', 'os.spawn', 'os.posix_spawn', 'os.fork',
                      'os.kill', 'ctypes.', 'urllib.', 'webbrowser.', 'gc.get_objects', 'gc.get_referrers',
                      'gc.get_referents')
    writable = ('/tmp/', '/home/pyodide/')
    changes_path = ('os.remove', 'os.rename', 'os.rmdir', 'os.mkdir', 'os.chmod', 'os.truncate', 'os.utime',
                    'os.link', 'os.symlink', 'shutil.rmtree', 'shutil.move', 'shutil.copyfile')
    write_flags = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND

    def is_blocked(name):
        return name.partition('.')[0] in blocked_imports

    def is_writable(path):
        if isinstance(path, bytes):
            path = path.decode(errors='replace')
        if not isinstance(path, str):
            return True  # an open file descriptor: one the program opened, so already checked
        full = os.path.normpath(os.path.join(os.getcwd(), path)) + '/'
        return full.startswith(writable)

    def audit(event, args):
        if event == 'import':
            if is_blocked(args[0]):
                raise ImportError(f'{args[0]} is not available here')
        elif event.startswith(refused_events):
            raise PermissionError(f'{event} is not allowed here')
        elif event == 'open':
            path, mode, flags = args
            writing = any(c in mode for c in 'wax+') if isinstance(mode, str) else bool(flags & write_flags)
            if writing and not is_writable(path):
                raise PermissionError(f'{path} is read-only here: write under /tmp')
        elif event in changes_path:
            if not all(is_writable(path) for path in args[:2] if isinstance(path, (str, bytes))):
                raise PermissionError(f'{args[0]} is read-only here: write under /tmp')

    # The worker's _imp.create_builtin asks this first: the real one makes any built-in module (_pyodide_core too)
    # from any spec, whatever sys.modules and the import hook say. It reads only its own arguments: its frame reaches
    # a program through the traceback of its ImportError, where a program may rewrite shared names, and builtins and
    # importlib's classes are the program's to change. The spec it answers is a new one, so a program's spec cannot
    # change its name after the check.
    def builtin_spec(name, blocked=blocked_imports, str=str, type=type, partition=str.partition,
                     namespace=type(sys.implementation)):
        if type(name) is not str:
            raise TypeError('a module name is a str')
        if partition(name, '.')[0] in blocked:
            raise ImportError(f'{name} is not available here')
        return namespace(name=name)

    def no_extensions(*args):
        # An extension module is WebAssembly of the program's own choosing, with the worker's JavaScript for imports.
        raise ImportError('extension modules are not available here')

    close_bridge(is_blocked)
    _imp.create_dynamic = no_extensions
    sys.addaudithook(audit)
    # The snapshot holds the generator as Pyodide seeded it: unseeded, every program would draw the same numbers.
    random.seed()

    def no_input(prompt=''):
        # A program runs without a keyboard; the server answers this error with server.compile.noInput (index.ts).
        raise EOFError('the program runs without a keyboard')

    builtins.input = no_input

    def program_globals():
        return {'__name__': '__main__', '__builtins__': builtins}

    def flush():
        sys.stdout.flush()
        sys.stderr.flush()

    return program_globals, flush, builtin_spec


_sandbox()
