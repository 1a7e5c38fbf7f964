from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext


class BuildExt(build_ext):
    def build_extensions(self):
        for e in self.extensions:
            e.extra_compile_args = ["-O3"]
        super().build_extensions()


setup(name="fastcsv", version="0.2.0",
      ext_modules=[Extension("fastcsv._parse", ["src/parse.c"])],
      cmdclass={"build_ext": BuildExt})
