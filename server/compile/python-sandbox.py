# Runs once in the Python worker (python-worker.ts) before any learner's program; its last expression is the three
# functions the worker calls around every program. Python cannot sandbox Python, so the wall is in the worker (no
# function constructors, no JavaScript module, no network globals, a capped heap, the worker ended at the time
# limit); this layer turns what a program may not do into a clear Python error, and keeps programs apart: each runs
# in fresh globals, and what it imported, wrote or changed (module globals, classes of modules, the random generator)
# is put back before the next one. A program that changed a function it did not define itself, or something that cannot be put back, is
# reported dirty, and the worker is replaced after it.
import builtins
import os
import sys


def _sandbox():
    blocked_imports = frozenset(
        ['js', 'pyodide_js', '_pyodide_core', 'pyodide', '_pyodide', 'micropip', 'ctypes', '_ctypes', 'pyodide_http']
    )
    refused_events = ('socket.', 'subprocess.', 'os.system', 'os.exec', 'os.spawn', 'os.posix_spawn', 'os.fork',
                      'os.kill', 'ctypes.', 'urllib.', 'webbrowser.', 'sys.setprofile',
                      'sys.settrace', 'sys.addaudithook', 'gc.get_objects', 'gc.get_referrers', 'gc.get_referents')
    writable = ('/tmp/', '/home/pyodide/')
    changes_path = ('os.remove', 'os.rename', 'os.rmdir', 'os.mkdir', 'os.chmod', 'os.truncate', 'os.utime',
                    'os.link', 'os.symlink', 'shutil.rmtree', 'shutil.move', 'shutil.copyfile')
    write_flags = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND
    dirty = [False]

    def is_writable(path):
        if isinstance(path, bytes):
            path = path.decode(errors='replace')
        if not isinstance(path, str):
            return True  # an open file descriptor: one the program opened, so already checked
        full = os.path.normpath(os.path.join(os.getcwd(), path)) + '/'
        return full.startswith(writable)

    def audit(event, args):
        if event == 'import':
            if args[0].partition('.')[0] in blocked_imports:
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
        elif event == 'object.__setattr__' or event == 'object.__delattr__':
            # Raised for a function's __code__ and the like; classes are put back by after_run.
            owner = args[0]
            if getattr(owner, '__module__', '__main__') != '__main__':
                dirty[0] = True

    for name in list(sys.modules):
        if name.partition('.')[0] in blocked_imports and name != '_pyodide' and not name.startswith('_pyodide.'):
            del sys.modules[name]
    sys.addaudithook(audit)

    modules = dict(sys.modules)
    module_dicts = {name: dict(module.__dict__) for name, module in modules.items() if module is not None}
    heap_type, immutable_type = 1 << 9, 1 << 8
    classes = [
        (value, dict(vars(value)))
        for module in modules.values() if module is not None
        for value in list(vars(module).values())
        if isinstance(value, type) and value.__flags__ & heap_type and not value.__flags__ & immutable_type
    ]
    lists = {name: list(getattr(sys, name)) for name in ('path', 'meta_path', 'path_hooks', 'argv')}
    cwd = os.getcwd()
    environ = dict(os.environ)
    recursion_limit = sys.getrecursionlimit()

    def files():
        found = set()
        for top in writable:
            for folder, dirs, names in os.walk(top):
                found.update(os.path.join(folder, name) for name in dirs + names)
        return found

    kept_files = files()

    def changed(namespace, saved):
        # By identity: comparing by value would call the program's own __eq__.
        return len(namespace) != len(saved) or any(namespace.get(key, saved) is not value for key, value in saved.items())

    def fresh_globals():
        return {'__name__': '__main__', '__builtins__': builtins}

    def flush():
        sys.stdout.flush()
        sys.stderr.flush()

    def after_run():
        for name in list(sys.modules):
            if name not in modules:
                del sys.modules[name]
        sys.modules.update(modules)
        for name, saved in module_dicts.items():
            namespace = modules[name].__dict__
            if changed(namespace, saved):
                namespace.clear()
                namespace.update(saved)
        for cls, saved in classes:
            namespace = vars(cls)
            if changed(namespace, saved):
                for key in [key for key in namespace if key not in saved]:
                    delattr(cls, key)
                for key, value in saved.items():
                    if namespace.get(key, saved) is not value:
                        setattr(cls, key, value)
        for name, saved in lists.items():
            getattr(sys, name)[:] = saved
        os.chdir(cwd)
        if dict(os.environ) != environ:
            os.environ.clear()
            os.environ.update(environ)
        sys.setrecursionlimit(recursion_limit)
        # The shared generator starts afresh: no program can tell the next one's "random" numbers.
        if 'random' in modules:
            modules['random'].seed()
        for path in sorted(files() - kept_files, reverse=True):
            if os.path.isdir(path) and not os.path.islink(path):
                os.rmdir(path)
            else:
                os.remove(path)
        was_dirty = dirty[0]
        dirty[0] = False
        return was_dirty

    return fresh_globals, flush, after_run


_sandbox()
