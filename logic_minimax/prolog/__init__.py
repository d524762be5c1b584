"""prolog"""
