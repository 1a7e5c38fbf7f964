"""
Configuration package for docs-management skill.

Provides unified configuration management via config_registry.
"""

