from setuptools import setup, find_packages

setup(
    name="citefmt",
    version="0.4.0",
    packages=find_packages(),
    install_requires=["bibtexparser>=1.4"],
    entry_points={"console_scripts": ["citefmt=citefmt.cli:main"]},
)
